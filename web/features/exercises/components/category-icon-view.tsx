import { createElement } from 'react';
import type { LucideProps } from 'lucide-react';
import { categoryIcon } from '@web/components/category-icon';

/** Renders the category's icon; the icons are module-level components, only the choice varies. */
export function CategoryIconView({ category, ...props }: LucideProps & { category: string }) {
  return createElement(categoryIcon(category), props);
}
