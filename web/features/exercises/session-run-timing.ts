/** When a guided session's run has earned its completion, by the browser's clock (the server checks again). */
export function halfwayMs(durationMinutes: number): number {
  return (durationMinutes * 60_000) / 2;
}

export function fullMs(durationMinutes: number): number {
  return durationMinutes * 60_000;
}

/** "03:07" for 187 s; never negative. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
