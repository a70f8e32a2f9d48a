import { describe, expect, it } from 'vitest';
import Brain from 'lucide-react/icons/brain';
import Heart from 'lucide-react/icons/heart';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Shield from 'lucide-react/icons/shield';
import Target from 'lucide-react/icons/target';
import Wind from 'lucide-react/icons/wind';
import Zap from 'lucide-react/icons/zap';
import { EXERCISES } from '@common/exercises';
import { categoryIcon, DEFAULT_CATEGORY_ICON } from './category-icon';

describe('categoryIcon', () => {
  it('maps each of the six categories to its own icon', () => {
    expect(categoryIcon('stress')).toBe(Wind);
    expect(categoryIcon('mindfulness')).toBe(Brain);
    expect(categoryIcon('focus')).toBe(Target);
    expect(categoryIcon('resilience')).toBe(Shield);
    expect(categoryIcon('motivation')).toBe(Zap);
    expect(categoryIcon('clarity')).toBe(Lightbulb);
  });

  it('falls back to the default icon for anything else', () => {
    expect(DEFAULT_CATEGORY_ICON).toBe(Heart);
    expect(categoryIcon('sleep')).toBe(Heart);
    expect(categoryIcon('')).toBe(Heart);
    // Inherited object keys are not categories.
    expect(categoryIcon('toString')).toBe(Heart);
  });

  it('gives every catalogue exercise a category icon, not the default', () => {
    for (const exercise of EXERCISES) expect(categoryIcon(exercise.category)).not.toBe(DEFAULT_CATEGORY_ICON);
  });
});
