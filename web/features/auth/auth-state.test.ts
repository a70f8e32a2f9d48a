import { describe, expect, it } from 'vitest';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { assuranceLevelOf, authReducer, initialAuthSnapshot, type AuthSnapshot } from './auth-state';

function tokenWith(claims: Record<string, unknown>): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

function sessionOf({ aal, verifiedFactor }: { aal: 'aal1' | 'aal2'; verifiedFactor: boolean }): Session {
  return {
    access_token: tokenWith({ sub: 'user-1', aal }),
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: 2_000_000_000,
    user: {
      id: 'user-1',
      aud: 'authenticated',
      email: 'ann@example.com',
      app_metadata: {},
      user_metadata: { username: 'ann' },
      created_at: '2026-01-01T00:00:00Z',
      factors: verifiedFactor
        ? [
            {
              id: 'factor-1',
              factor_type: 'totp',
              status: 'verified',
              friendly_name: 'Phone',
              created_at: '2026-01-01T00:00:00Z',
              updated_at: '2026-01-01T00:00:00Z',
            },
          ]
        : [],
    },
  };
}

const plain = sessionOf({ aal: 'aal1', verifiedFactor: false });
const passwordOnlyMfaUser = sessionOf({ aal: 'aal1', verifiedFactor: true });
const verifiedMfaUser = sessionOf({ aal: 'aal2', verifiedFactor: true });

function run(events: Array<[AuthChangeEvent, Session | null]>, from: AuthSnapshot = initialAuthSnapshot) {
  return events.reduce((state, [event, session]) => authReducer(state, { type: 'auth-event', event, session }), from);
}

describe('auth state', () => {
  it('stays loading until INITIAL_SESSION, even when a recovered session arrives first', () => {
    expect(run([['SIGNED_IN', plain]])).toEqual({ status: 'loading', session: plain });
    expect(
      run([
        ['SIGNED_IN', plain],
        ['INITIAL_SESSION', plain],
      ]),
    ).toEqual({ status: 'signed-in', session: plain });
  });

  it('INITIAL_SESSION without a session means a visitor', () => {
    expect(run([['INITIAL_SESSION', null]])).toEqual({ status: 'signed-out', session: null });
  });

  it('a visitor who signs in is signed in; signing out returns to signed out', () => {
    const signedIn = run([
      ['INITIAL_SESSION', null],
      ['SIGNED_IN', plain],
    ]);
    expect(signedIn.status).toBe('signed-in');
    expect(run([['SIGNED_OUT', null]], signedIn)).toEqual({ status: 'signed-out', session: null });
  });

  it('a refreshed token keeps the user signed in with the new session', () => {
    const refreshed = sessionOf({ aal: 'aal1', verifiedFactor: false });
    const state = run([
      ['INITIAL_SESSION', plain],
      ['TOKEN_REFRESHED', refreshed],
    ]);
    expect(state).toEqual({ status: 'signed-in', session: refreshed });
  });

  it('a refresh that fails for good (SIGNED_OUT) signs the user out', () => {
    expect(
      run([
        ['INITIAL_SESSION', plain],
        ['TOKEN_REFRESHED', plain],
        ['SIGNED_OUT', null],
      ]).status,
    ).toBe('signed-out');
  });

  it('an event that carries no session never leaves a stale user behind', () => {
    expect(
      run([
        ['INITIAL_SESSION', plain],
        ['USER_UPDATED', null],
      ]),
    ).toEqual({ status: 'signed-out', session: null });
  });

  it('a password session of a user with a verified factor needs the code first', () => {
    expect(
      run([
        ['INITIAL_SESSION', null],
        ['SIGNED_IN', passwordOnlyMfaUser],
      ]).status,
    ).toBe('mfa-required');
    // also after a reload with that half-finished session stored
    expect(run([['INITIAL_SESSION', passwordOnlyMfaUser]]).status).toBe('mfa-required');
  });

  it('MFA_CHALLENGE_VERIFIED (an aal2 session) completes the sign-in', () => {
    const state = run([
      ['INITIAL_SESSION', null],
      ['SIGNED_IN', passwordOnlyMfaUser],
      ['MFA_CHALLENGE_VERIFIED', verifiedMfaUser],
    ]);
    expect(state).toEqual({ status: 'signed-in', session: verifiedMfaUser });
  });

  it('a token refresh at aal2 keeps an MFA user signed in', () => {
    expect(
      run([
        ['INITIAL_SESSION', verifiedMfaUser],
        ['TOKEN_REFRESHED', verifiedMfaUser],
      ]).status,
    ).toBe('signed-in');
  });

  it('signing out from the code step returns to signed out', () => {
    expect(
      run([
        ['INITIAL_SESSION', passwordOnlyMfaUser],
        ['SIGNED_OUT', null],
      ]).status,
    ).toBe('signed-out');
  });
});

describe('assuranceLevelOf', () => {
  it('reads the aal claim of a JWT', () => {
    expect(assuranceLevelOf(tokenWith({ aal: 'aal2' }))).toBe('aal2');
    expect(assuranceLevelOf(tokenWith({ aal: 'aal1' }))).toBe('aal1');
  });

  it('returns null for anything that is not a token with an aal claim', () => {
    expect(assuranceLevelOf('not-a-jwt')).toBeNull();
    expect(assuranceLevelOf('a.%%%.c')).toBeNull();
    expect(assuranceLevelOf(tokenWith({ sub: 'x' }))).toBeNull();
  });
});
