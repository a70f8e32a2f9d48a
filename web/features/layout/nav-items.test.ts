import { describe, expect, it } from 'vitest';
import { visibleNavItems } from './nav-items';

describe('visibleNavItems', () => {
  it('hides Dashboard from visitors', () => {
    expect(visibleNavItems(false).map((item) => item.label)).toEqual(['About', 'Whitepaper', 'TheraAgent']);
  });

  it('shows Dashboard first to signed-in users', () => {
    expect(visibleNavItems(true).map((item) => item.label)).toEqual(['Dashboard', 'About', 'Whitepaper', 'TheraAgent']);
  });
});
