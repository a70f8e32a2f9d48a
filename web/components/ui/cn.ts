/**
 * Joins class names, skipping falsy ones. Deliberately tiny (no tailwind-merge): primitives
 * keep their base classes free of the things callers usually override (width, margin).
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
