import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A span of CLOCK_MONOTONIC in microseconds: V8 stamps samples with it, and process.hrtime reads it. */
export interface Window {
  startUs: number;
  endUs: number;
}

export const monotonicMicroseconds = () => Number(process.hrtime.bigint() / 1000n);

export interface Frame {
  frame: string;
  selfMs: number;
  totalMs: number;
}

/** `name file:line`, with paths cut to what identifies them (node_modules package, or our source). */
function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const name = functionName || '(anonymous)';
  if (!url) return name;
  const path = url.replace(/^file:\/\//, '');
  const inModules = path.lastIndexOf('node_modules/');
  const short =
    inModules >= 0
      ? path.slice(inModules + 'node_modules/'.length)
      : path.replace(/^.*\/(\.tmp\/[^/]+\/|dist\/server\/)/, '').replace(/^node:/, 'node:');
  return `${name} ${short}:${lineNumber + 1}`;
}

/**
 * Self and total time per function from a V8 .cpuprofile (`node --cpu-prof`). Total counts a
 * function once per sample however deep it recurses; with `window`, only samples taken in it.
 * Also returns the busy time (all samples but idle), the denominator of the shares.
 */
export function summariseCpuProfile(file: string, window?: Window): { frames: Frame[]; busyMs: number } {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let busyMs = 0;
  let timestamp = profile.startTime;
  profile.samples.forEach((id, index) => {
    timestamp += profile.timeDeltas[index] ?? 0;
    if (window && (timestamp < window.startUs || timestamp > window.endUs)) return;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const leaf = byId.get(id)!;
    if (leaf.callFrame.functionName === '(idle)') return;
    busyMs += ms;
    const leafName = frameName(leaf);
    self.set(leafName, (self.get(leafName) ?? 0) + ms);
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parentOf.get(current)) {
      const name = frameName(byId.get(current)!);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  });
  const frames = [...total.entries()].map(([frame, totalMs]) => ({ frame, selfMs: self.get(frame) ?? 0, totalMs }));
  return { frames, busyMs };
}
