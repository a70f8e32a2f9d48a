import { z } from 'zod';
import type { JsonValue } from './build-sql';
import { restError } from './rest-errors';

const MAX_ROWS_PER_INSERT = 1000;
/** Deeper JSON than this is refused before anything recurses over it (stack overflow = 500). */
const MAX_DEPTH = 32;

const jsonObject = z.record(z.string(), z.json());
const insertBody = z.union([jsonObject, z.array(jsonObject).max(MAX_ROWS_PER_INSERT)]);

function invalidJson(details: string) {
  return restError(400, 'PGRST102', 'Empty or invalid json', details);
}

function parseJson(text: string): unknown {
  if (text.trim() === '') throw invalidJson('The request body is empty');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidJson('The request body is not valid JSON');
  }
  if (depthExceeds(value, MAX_DEPTH)) throw invalidJson(`JSON may be nested at most ${MAX_DEPTH} levels deep`);
  return value;
}

/** Iterative, so measuring a hostile document cannot overflow the stack either. */
function depthExceeds(root: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (typeof value !== 'object' || value === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return false;
}

/** POST: one object or an array of objects (at most 1000 rows per request). */
export function parseInsertBody(text: string): Record<string, JsonValue>[] {
  const parsed = insertBody.safeParse(parseJson(text));
  if (!parsed.success) {
    throw invalidJson(`Send a JSON object or an array of at most ${MAX_ROWS_PER_INSERT} objects`);
  }
  return (Array.isArray(parsed.data) ? parsed.data : [parsed.data]) as Record<string, JsonValue>[];
}

/** PATCH: one object of the columns to change. */
export function parseUpdateBody(text: string): Record<string, JsonValue> {
  const parsed = jsonObject.safeParse(parseJson(text));
  if (!parsed.success) throw invalidJson('Send a JSON object of the columns to change');
  return parsed.data as Record<string, JsonValue>;
}

/** POST /rpc/<fn>: one JSON object of named arguments; an empty body means no arguments. */
export function parseRpcBody(text: string): Record<string, JsonValue> {
  if (text.trim() === '') return {};
  const parsed = jsonObject.safeParse(parseJson(text));
  if (!parsed.success) throw invalidJson('Send a JSON object of named arguments');
  return parsed.data as Record<string, JsonValue>;
}
