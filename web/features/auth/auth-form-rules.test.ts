import { describe, expect, it } from 'vitest';
import { checkSignIn, checkSignUp, checkTotpCode, defaultUsername } from './auth-form-rules';

describe('sign-in rules', () => {
  it('accepts an email and any non-empty password, trimming the email', () => {
    expect(checkSignIn({ email: '  ann@example.com ', password: 'x' })).toEqual({
      ok: true,
      value: { email: 'ann@example.com', password: 'x' },
    });
  });

  it('requires the email and the password', () => {
    expect(checkSignIn({ email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: 'Please enter your email address.', password: 'Please enter your password.' },
    });
  });

  it('refuses something that is not an email address', () => {
    const result = checkSignIn({ email: 'ann.example.com', password: 'secret' });
    expect(result).toEqual({ ok: false, errors: { email: 'Please enter a valid email address.' } });
  });
});

describe('sign-up rules', () => {
  it('needs a password of at least 6 characters', () => {
    expect(checkSignUp({ email: 'ann@example.com', password: '12345', username: '' })).toEqual({
      ok: false,
      errors: { password: 'Password must be at least 6 characters.' },
    });
    expect(checkSignUp({ email: 'ann@example.com', password: '123456', username: '' }).ok).toBe(true);
  });

  it('requires a password and a valid email', () => {
    expect(checkSignUp({ email: 'nope', password: '', username: '' })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address.', password: 'Please choose a password.' },
    });
  });

  it("defaults an empty username to the email's local part", () => {
    expect(checkSignUp({ email: 'calm.trader@example.com', password: 'hodl-123', username: '   ' })).toEqual({
      ok: true,
      value: { email: 'calm.trader@example.com', password: 'hodl-123', username: 'calm.trader' },
    });
  });

  it('keeps a chosen username, trimmed', () => {
    const result = checkSignUp({ email: 'ann@example.com', password: 'hodl-123', username: ' Ann ' });
    expect(result).toEqual({ ok: true, value: { email: 'ann@example.com', password: 'hodl-123', username: 'Ann' } });
  });

  it('does not trim or otherwise alter the password', () => {
    const result = checkSignUp({ email: 'ann@example.com', password: '  pad  ', username: '' });
    expect(result.ok && result.value.password).toBe('  pad  ');
  });
});

describe('defaultUsername', () => {
  it('takes everything before the last @', () => {
    expect(defaultUsername('ann@example.com')).toBe('ann');
    expect(defaultUsername('"a@b"@example.com')).toBe('"a@b"');
  });
});

describe('TOTP code rule', () => {
  it('accepts exactly six digits, ignoring surrounding spaces', () => {
    expect(checkTotpCode(' 123456 ')).toEqual({ ok: true, value: '123456' });
  });

  it.each(['12345', '1234567', 'abcdef', ''])('refuses %j', (code) => {
    expect(checkTotpCode(code)).toEqual({
      ok: false,
      errors: { code: 'Enter the 6-digit code from your authenticator app.' },
    });
  });
});
