import type { UserPointsRow } from './types';

/** A user's total Thera Points: the sum of their ledger rows (docs/product-behaviour.md). */
export function totalPoints(rows: readonly Pick<UserPointsRow, 'points'>[]): number {
  return rows.reduce((sum, row) => sum + row.points, 0);
}
