import type { Context } from 'hono';
import type { z } from 'zod';
import { clientHungUp } from '../http/client-hang-up';
import { describeZodError, validationFailed } from './auth-errors';

/**
 * Parses the JSON body with `schema`; malformed JSON or wrong types become 400 validation_failed.
 * A client that hung up mid-body is not a validation failure: that error goes on to the auth
 * app's error handler, which logs it as a closed request.
 */
export async function readJsonBody<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.infer<Schema>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch (error) {
    if (clientHungUp(c)) throw error;
    throw validationFailed('The request body must be valid JSON.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationFailed(describeZodError(parsed.error));
  return parsed.data;
}
