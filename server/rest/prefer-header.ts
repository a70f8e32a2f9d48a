import { restError } from './rest-errors';

/**
 * PostgREST's `Prefer` header (ApiRequest/Preferences.hs). supabase-js comma-joins several
 * preferences (`return=representation,count=exact`). The first value of each kind wins;
 * unknown ones are ignored, unless `handling=strict` asks for a 400 PGRST122 instead.
 */
export interface Preferences {
  return?: 'representation' | 'minimal' | 'headers-only';
  /** planned and estimated are answered with an exact count: the tables are small and per-user. */
  count?: 'exact' | 'planned' | 'estimated';
  /** An upsert: on a conflict, update the row (merge) or keep it (ignore). */
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  /** `missing=default`: keys absent from a row take the column default instead of null. */
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
}

const KNOWN: Record<keyof Preferences, readonly string[]> = {
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
};

export function parsePrefer(header: string | undefined): Preferences {
  const preferences: Record<string, string> = {};
  const invalid: string[] = [];
  for (const part of (header ?? '').split(',')) {
    const text = part.trim();
    if (text === '') continue;
    const [key = '', value = ''] = text.split('=', 2).map((piece) => piece.trim());
    const known = Object.hasOwn(KNOWN, key) ? KNOWN[key as keyof Preferences] : undefined;
    // timezone= and max-affected= are PostgREST preferences we do not apply; lenient mode ignores them.
    if (!known?.includes(value)) {
      if (key !== 'timezone' && key !== 'max-affected') invalid.push(text.slice(0, 64));
      continue;
    }
    preferences[key] ??= value;
  }
  if (preferences.handling === 'strict' && invalid.length > 0) {
    throw restError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  return preferences as Preferences;
}

/**
 * The `Preference-Applied` value: the preferences this request honoured, in PostgREST's order
 * (resolution, missing, return, count, handling). Resolution and missing apply only to writes
 * that use them; return only to writes.
 */
export function appliedPreferences(
  preferences: Preferences,
  applies: { write: boolean; insert: boolean },
): string | undefined {
  const applied = [
    applies.insert && preferences.resolution ? `resolution=${preferences.resolution}` : undefined,
    applies.write && preferences.missing ? `missing=${preferences.missing}` : undefined,
    applies.write && preferences.return ? `return=${preferences.return}` : undefined,
    preferences.count ? `count=${preferences.count}` : undefined,
    preferences.handling ? `handling=${preferences.handling}` : undefined,
  ].filter((value) => value !== undefined);
  return applied.length === 0 ? undefined : applied.join(', ');
}
