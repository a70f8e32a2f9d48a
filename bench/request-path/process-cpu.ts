import { readFileSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU seconds a process (all its threads: PGlite's worker too) has used so far, from Linux's
 * /proc. On a shared machine, req/s says how much CPU the others left us; CPU per request says
 * what a request costs, which is what the request path decides.
 */
export function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}
