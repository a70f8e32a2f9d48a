import { restError } from './rest-errors';

/**
 * What a table request may answer with, chosen from `Accept` as PostgREST chooses
 * (MediaType.hs, Plan/Negotiate.hs): the first acceptable type in the client's order of
 * preference (q-values). Tables produce JSON arrays, single objects
 * (`application/vnd.pgrst.object+json`), CSV, and the `nulls=stripped` variants; anything
 * else, `.explain()`'s plan types included (PostgREST disables them by default), is 406 PGRST107.
 */
export interface ResponseMedia {
  kind: 'json' | 'csv';
  /** `application/vnd.pgrst.object+json`: exactly one row, sent as a bare object (else 406 PGRST116). */
  single: boolean;
  stripNulls: boolean;
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
export const OBJECT_CONTENT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** Accept lists longer than this are refused rather than parsed (bounded work). */
const MAX_ACCEPT_ENTRIES = 20;

interface AcceptEntry {
  type: string;
  params: Map<string, string>;
  quality: number;
}

function parseAccept(header: string): AcceptEntry[] {
  const entries = header
    .split(',')
    .slice(0, MAX_ACCEPT_ENTRIES)
    .map((entry): AcceptEntry => {
      const [type = '', ...rawParams] = entry.split(';');
      const params = new Map<string, string>();
      for (const param of rawParams) {
        const eq = param.indexOf('=');
        if (eq > 0)
          params.set(
            param.slice(0, eq).trim().toLowerCase(),
            param
              .slice(eq + 1)
              .trim()
              .replace(/^"(.*)"$/, '$1'),
          );
      }
      const quality = Number(params.get('q') ?? '1');
      return { type: type.trim().toLowerCase(), params, quality: Number.isFinite(quality) ? quality : 1 };
    });
  // Array.prototype.sort is stable: equal qualities keep the client's order.
  return entries.filter((entry) => entry.type !== '' && entry.quality > 0).sort((a, b) => b.quality - a.quality);
}

function mediaFor(entry: AcceptEntry): ResponseMedia | undefined {
  const stripNulls = entry.params.get('nulls') === 'stripped';
  switch (entry.type) {
    case '*/*':
    case 'application/json':
      return { kind: 'json', single: false, stripNulls: false };
    case 'application/vnd.pgrst.array':
    case 'application/vnd.pgrst.array+json':
      return { kind: 'json', single: false, stripNulls };
    case 'application/vnd.pgrst.object':
    case 'application/vnd.pgrst.object+json':
      return { kind: 'json', single: true, stripNulls };
    case 'text/csv':
      return { kind: 'csv', single: false, stripNulls: false };
    default:
      return undefined;
  }
}

/** The media type as PostgREST names it in the 406 message. */
function describe(entry: AcceptEntry): string {
  const plan = /^application\/vnd\.pgrst\.plan(?:\+(json|text))?$/.exec(entry.type);
  if (!plan) return entry.type;
  const options = (entry.params.get('options') ?? '')
    .split('|')
    .filter((option) => ['analyze', 'verbose', 'settings', 'buffers', 'wal'].includes(option));
  return (
    `application/vnd.pgrst.plan+${plan[1] ?? 'text'}; for="${entry.params.get('for') ?? 'application/json'}"` +
    (options.length === 0 ? '' : `; options=${options.join('|')}`)
  );
}

export function negotiateMedia(acceptHeader: string | undefined): ResponseMedia {
  if (acceptHeader === undefined || acceptHeader.trim() === '')
    return { kind: 'json', single: false, stripNulls: false };
  const entries = parseAccept(acceptHeader);
  for (const entry of entries) {
    const media = mediaFor(entry);
    if (media) return media;
  }
  throw restError(
    406,
    'PGRST107',
    `None of these media types are available: ${entries.map(describe).join(', ').slice(0, 400)}`,
  );
}

export function contentTypeOf(media: ResponseMedia): string {
  if (media.kind === 'csv') return CSV_CONTENT_TYPE;
  const base = media.single
    ? 'application/vnd.pgrst.object+json'
    : media.stripNulls
      ? 'application/vnd.pgrst.array+json'
      : 'application/json';
  return media.stripNulls ? `${base};nulls=stripped; charset=utf-8` : `${base}; charset=utf-8`;
}
