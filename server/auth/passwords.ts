import type { Algorithm } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import { AuthError, validationFailed } from './auth-errors';
import { createHashingQueue, defaultHashingLimits, type HashingLimits } from './hashing-queue';
import { createHashingThreads, type HashOptions } from './hashing-threads';

// OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane. The hash runs off the event loop, on
// the hashing threads at low CPU priority.
const ARGON2ID = 2 as Algorithm;
const HASH_OPTIONS: HashOptions = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const MIN_PASSWORD_LENGTH = 6;
// No truncation; the cap only keeps one request from costing seconds of hashing.
const MAX_PASSWORD_LENGTH = 1024;

/** The most common passwords of six characters or more (from public breach top lists). */
const COMMON_PASSWORDS = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '654321',
  '987654321',
  '123123',
  '123321',
  '111111',
  '000000',
  '121212',
  '112233',
  '555555',
  '666666',
  '777777',
  '888888',
  '7777777',
  '11111111',
  '159753',
  '123654',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  '123qwe',
  'qwe123',
  '1q2w3e',
  '1q2w3e4r',
  '1qaz2wsx',
  'zaq12wsx',
  'qazwsx',
  'asdfgh',
  'asdfghjkl',
  'abc123',
  'abcdef',
  'iloveyou',
  'dragon',
  'monkey',
  'letmein',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'welcome',
  'welcome1',
  'admin123',
  'master',
  'shadow',
  'superman',
  'trustno1',
  'michael',
  'charlie',
  'starwars',
  'whatever',
  'computer',
  'hello123',
  'freedom',
  'bitcoin',
  'crypto',
  'ethereum',
  'hodl123',
  'secret',
  'changeme',
]);

/** Rejects passwords GoTrue would call weak, with its `weak_password` error shape. */
export function assertPasswordAcceptable(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw validationFailed(`Password should be at most ${MAX_PASSWORD_LENGTH} characters.`);
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw new AuthError(
      422,
      'weak_password',
      'Password is known to be weak and easy to guess, please choose a different one.',
      {
        weak_password: { reasons: ['pwned'] },
      },
    );
  }
}

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  /**
   * Checks `password` against `storedHash`; without a stored hash (unknown email) it still spends
   * one verification, so response time does not tell which emails have accounts.
   */
  matches(storedHash: string | undefined, password: string): Promise<boolean>;
}

/**
 * Every argon2id hash and verification of this server, through one bounded queue (hashing-queue.ts)
 * onto as many low-priority hashing threads as the queue lets run at once (hashing-threads.ts).
 */
export function createPasswordHashing(
  limits: HashingLimits = defaultHashingLimits(availableParallelism()),
): PasswordHashing {
  const queue = createHashingQueue(limits);
  const threads = createHashingThreads(limits.concurrency);
  const hashNow = (password: string) => threads.hash(password, HASH_OPTIONS);
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => queue.run(() => hashNow(password)),
    async matches(storedHash, password) {
      if (!storedHash) {
        // Made once per process, in the queue like any hash so it never needs a thread of its own;
        // refused (queue full), it is made by a later request instead.
        dummyHash ??= queue
          .run(() => hashNow('not-a-real-password-just-for-timing'))
          .catch((error: unknown) => {
            dummyHash = undefined;
            throw error;
          });
        const dummy = await dummyHash;
        await queue.run(() => threads.verify(dummy, password));
        return false;
      }
      return queue.run(() => threads.verify(storedHash, password));
    },
  };
}
