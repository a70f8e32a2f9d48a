import { EMPTY_PLAN, type SafetyPlan } from './types';

/**
 * The plan's copy on this device. SOS has to open with no network (a lift, a basement, a phone
 * with its data cut at 3 a.m.), so the last plan the app saw is kept in localStorage, keyed by
 * user, and read first. It is the person's own words on their own device; it is removed when
 * they sign out (or are signed out) so the next person on a shared browser never sees it.
 */
const PREFIX = 'thera.safety-plan.v1.';

export function readDeviceCopy(userId: string): SafetyPlan | null {
  try {
    const text = localStorage.getItem(PREFIX + userId);
    if (!text) return null;
    const stored = JSON.parse(text) as Partial<SafetyPlan>;
    return { ...EMPTY_PLAN, ...stored };
  } catch {
    return null; // storage blocked or a damaged copy: the network copy will do
  }
}

export function writeDeviceCopy(userId: string, plan: SafetyPlan): void {
  try {
    localStorage.setItem(PREFIX + userId, JSON.stringify(plan));
  } catch {
    // Storage full or blocked (private mode): SOS then needs the network, nothing else breaks.
  }
}

/** Every user's copy: called when nobody is signed in. */
export function clearDeviceCopies(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing stored if storage is blocked.
  }
}
