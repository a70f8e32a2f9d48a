import type { LucideIcon } from 'lucide-react';
import { Flame, Leaf, Lightbulb, Shield, Sparkles, Target, Wind } from 'lucide-react';
import type { ExerciseCategory } from '@common/exercises';

/** Spec section 3: each exercise category has its icon, with a default for anything else. */
const ICONS: Record<ExerciseCategory, LucideIcon> = {
  stress: Wind,
  mindfulness: Leaf,
  focus: Target,
  resilience: Shield,
  motivation: Flame,
  clarity: Lightbulb,
};

export function categoryIcon(category: string): LucideIcon {
  return (ICONS as Record<string, LucideIcon>)[category] ?? Sparkles;
}

