import type { LucideIcon } from 'lucide-react';
import Brain from 'lucide-react/icons/brain';
import Heart from 'lucide-react/icons/heart';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Shield from 'lucide-react/icons/shield';
import Target from 'lucide-react/icons/target';
import Wind from 'lucide-react/icons/wind';
import Zap from 'lucide-react/icons/zap';

/**
 * The one icon per exercise category, wherever an exercise is shown (landing, dashboard, session);
 * a category without one gets the heart.
 */
const ICON_BY_CATEGORY: Record<string, LucideIcon> = {
  stress: Wind,
  mindfulness: Brain,
  focus: Target,
  resilience: Shield,
  motivation: Zap,
  clarity: Lightbulb,
};

export const DEFAULT_CATEGORY_ICON: LucideIcon = Heart;

export function categoryIcon(category: string): LucideIcon {
  return Object.hasOwn(ICON_BY_CATEGORY, category) ? ICON_BY_CATEGORY[category]! : DEFAULT_CATEGORY_ICON;
}
