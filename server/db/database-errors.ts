/**
 * Recognises "the database cannot be reached right now" (PostgreSQL down, restarting, its
 * connection cut) as opposed to a query that failed. Those answer 503 with Retry-After; pg's
 * pool drops broken clients and opens new ones, so service resumes by itself.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
// SQLSTATE: class 08 connection exceptions, admin/crash shutdown, starting up, too many connections.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection closed',
  'connect ECONNREFUSED',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((fragment) => message.includes(fragment))) return true;
  // AggregateError from net.connect when every address refused.
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable);
}

/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * PGlite cancelled a client's statement because it held the one connection past its slice while
 * another client waited. The database is fine and the same request may succeed in a moment.
 */
export class DatabaseBusyError extends Error {
  constructor() {
    super('canceling statement: the database is busy with other requests');
    this.name = 'DatabaseBusyError';
  }
}

/** Seconds a client should wait before retrying a statement cancelled by DatabaseBusyError. */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 1;
