import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName', () => {
  it('uses the username from the user metadata', () => {
    expect(displayName({ email: 'sam@example.com', user_metadata: { username: 'calmwhale' } })).toBe('calmwhale');
  });

  it('falls back to the email local part when there is no username', () => {
    expect(displayName({ email: 'sam.trader@example.com', user_metadata: {} })).toBe('sam.trader');
    expect(displayName({ email: 'sam@example.com', user_metadata: { username: '   ' } })).toBe('sam');
  });

  it('never greets with an empty name', () => {
    expect(displayName({ email: undefined, user_metadata: {} })).toBe('friend');
  });
});
