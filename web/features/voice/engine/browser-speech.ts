/**
 * The browser's own speech APIs, found once. SpeechRecognition is prefixed in Chromium and
 * Safari and missing in Firefox; lib.dom does not type it, so the little we use is typed here.
 */
export interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}

export interface SpeechRecognitionLike {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

export function findSpeechRecognition(scope: object = globalThis): SpeechRecognitionConstructor | undefined {
  const candidate = scope as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
  return (candidate.SpeechRecognition ?? candidate.webkitSpeechRecognition) as SpeechRecognitionConstructor | undefined;
}

export function findSpeechSynthesis(scope: object = globalThis): SpeechSynthesis | undefined {
  const candidate = scope as { speechSynthesis?: SpeechSynthesis; SpeechSynthesisUtterance?: unknown };
  return candidate.speechSynthesis && candidate.SpeechSynthesisUtterance ? candidate.speechSynthesis : undefined;
}
