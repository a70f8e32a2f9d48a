import type { ExerciseSlug } from '@common/exercises';

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
 */
export interface VoiceScript {
  key: ExerciseSlug | 'main-thera';
  /** Shown on the page above the controls. */
  intro: string;
  opening: readonly ScriptLine[];
  /** Tells Thera (and chat-with-ai) which session this is and how to guide it. */
  systemPrompt: string;
}

export const SHARED_PERSONA =
  'You are Thera, a calm, warm wellness companion for crypto traders. Speak in short, gentle ' +
  'sentences. You are not a therapist and never give financial advice. If someone mentions ' +
  'self-harm or a crisis, urge them to call or text 988 or contact local emergency services.';

/** A pause that lets a line settle before the next (ms). */
export const BEAT = 1500;
export const LONG_BEAT = 3500;
