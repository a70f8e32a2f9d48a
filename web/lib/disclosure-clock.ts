/**
 * When one conversation last showed Thera's AI disclosure, by this device's clock: chat-with-ai
 * is told how long ago (never the time itself), so a device whose clock is off still measures
 * the three hours right (common/ai-disclosure.ts). One clock per conversation; a new
 * conversation (a cleared chat, a new voice call) starts a new one, and Thera says it again.
 */
export interface DisclosureClock {
  markShown(): void;
  /** Milliseconds since the disclosure was last shown; undefined when it has not been yet. */
  sinceShownMs(): number | undefined;
}

export function createDisclosureClock(now: () => number = Date.now): DisclosureClock {
  let shownAt: number | null = null;
  return {
    markShown() {
      shownAt = now();
    },
    sinceShownMs() {
      // A clock set back mid-conversation must not send a negative (the server refuses one).
      return shownAt === null ? undefined : Math.max(0, Math.round(now() - shownAt));
    },
  };
}
