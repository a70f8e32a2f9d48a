/** The p-th percentile of ascending `sorted` (the value at floor(p% of its length); p = 100 gives the largest). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
