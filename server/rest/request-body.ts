import { z } from 'zod';
import type { JsonValue } from './build-sql';
import { restError } from './rest-errors';

const MAX_ROWS_PER_INSERT = 1000;

const jsonObject = z.record(z.string(), z.json());
const insertBody = z.union([jsonObject, z.array(jsonObject).max(MAX_ROWS_PER_INSERT)]);

function invalidJson(details: string) {
  return restError(400, 'PGRST102', 'Empty or invalid json', details);
}

function parseJson(text: string): unknown {
  if (text.trim() === '') throw invalidJson('The request body is empty');
  try {
    return JSON.parse(text);
  } catch {
    throw invalidJson('The request body is not valid JSON');
  }
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
