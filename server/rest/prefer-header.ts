/**
 * The parts of PostgREST's `Prefer` header we honour. supabase-js comma-joins several
 * preferences (`return=representation,count=exact`); unknown ones are ignored, as
 * PostgREST does without `handling=strict`.
 */
export interface Preferences {
  returnRepresentation: boolean;
  count: boolean;
  /** `missing=default`: keys absent from a row take the column default instead of null. */
  missingDefault: boolean;
}

export function parsePrefer(header: string | undefined): Preferences {
  const entries = new Map<string, string>();
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part.split('=').map((text) => text.trim().toLowerCase());
    if (key && value) entries.set(key, value);
  }
  const count = entries.get('count');
  return {
    returnRepresentation: entries.get('return') === 'representation',
    // planned and estimated counts are exact here: the tables are small and per-user.
    count: count === 'exact' || count === 'planned' || count === 'estimated',
    missingDefault: entries.get('missing') === 'default',
  };
}
