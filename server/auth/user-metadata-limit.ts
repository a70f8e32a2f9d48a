import { validationFailed } from './auth-errors';

/**
 * user_metadata is copied into every access token, and the token travels in a header on every
 * request: unbounded, one user could grow their own token past what proxies accept and lock
 * themselves out. 16 KB of JSON leaves room for names, preferences and the like.
 */
export const MAX_USER_METADATA_BYTES = 16 * 1024;

/** Refuses (400 validation_failed) metadata whose JSON would be larger than the limit. */
export function assertUserMetadataFits(metadata: Record<string, unknown>): void {
  const bytes = Buffer.byteLength(JSON.stringify(metadata), 'utf8');
  if (bytes > MAX_USER_METADATA_BYTES) {
    throw validationFailed(
      `User metadata can be at most ${MAX_USER_METADATA_BYTES / 1024} KB as JSON; this would be ${(bytes / 1024).toFixed(1)} KB.`,
    );
  }
}
