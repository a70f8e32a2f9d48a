/** One line Thera says, then a pause so it lands at a human pace. */
export interface ScriptLine {
  text: string;
  pauseAfterMs: number;
  /** What the caption shows while this line is spoken (a streamed reply's words so far); default `text`. */
  caption?: string;
}

/**
 * What Thera says in a session: the browser engine speaks `opening` line by line and then
 * converses; the Vapi engine sends `systemPrompt` + `opening[0]` inline when no assistant id is set.
 * Which session a script belongs to is said once, by its slug in scripts/index.ts.
 */
export interface VoiceScript {
  /** Shown on the page above the controls. */
  intro: string;
  opening: readonly ScriptLine[];
  /** Tells Thera (and chat-with-ai) which session this is and how to guide it. */
  systemPrompt: string;
}

/** A pause that lets a line settle before the next (ms). */
export const BEAT = 1500;
export const LONG_BEAT = 3500;
