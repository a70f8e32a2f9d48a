/** The dashboard's tabs (docs/product-behaviour.md: overview, exercises, sentiment). */
export type DashboardTab = 'overview' | 'exercises' | 'sentiment';

export const DASHBOARD_TABS: readonly DashboardTab[] = ['overview', 'exercises', 'sentiment'];

/**
 * Reads `?tab=`: only `exercises` and `sentiment` select a tab; anything else (missing, empty,
 * unknown, different case) leaves the overview, as docs/product-behaviour.md says.
 */
export function parseDashboardTab(value: string | null | undefined): DashboardTab {
  return value === 'exercises' || value === 'sentiment' ? value : 'overview';
}

export function isDashboardTab(value: string): value is DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value);
}
