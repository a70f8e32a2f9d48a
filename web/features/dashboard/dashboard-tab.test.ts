import { describe, expect, it } from 'vitest';
import { isDashboardTab, parseDashboardTab } from './dashboard-tab';

describe('parseDashboardTab', () => {
  it('selects the exercises and sentiment tabs by name', () => {
    expect(parseDashboardTab('exercises')).toBe('exercises');
    expect(parseDashboardTab('sentiment')).toBe('sentiment');
  });

  it('leaves the overview for a missing, empty or unknown value', () => {
    expect(parseDashboardTab(null)).toBe('overview');
    expect(parseDashboardTab(undefined)).toBe('overview');
    expect(parseDashboardTab('')).toBe('overview');
    expect(parseDashboardTab('bogus')).toBe('overview');
    expect(parseDashboardTab('overview')).toBe('overview');
  });

  it('matches exactly: no case folding or trimming', () => {
    expect(parseDashboardTab('Exercises')).toBe('overview');
    expect(parseDashboardTab(' sentiment')).toBe('overview');
  });
});

describe('isDashboardTab', () => {
  it('accepts only the three tab names', () => {
    expect(isDashboardTab('overview')).toBe(true);
    expect(isDashboardTab('exercises')).toBe(true);
    expect(isDashboardTab('points')).toBe(false);
  });
});
