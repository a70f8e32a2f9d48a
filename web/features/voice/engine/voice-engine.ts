import type { ChatSafety } from '@common/chat';

/**
 * The seam between the voice session state machine and whatever produces a call: the Vapi web
 * SDK or the browser's own speech APIs. Both engines emit the same events (the names are Vapi's),
 * so one state machine (docs/product-behaviour.md) drives every voice screen.
 */
export interface VoiceTranscriptMessage {
  type: 'transcript';
  role: 'user' | 'assistant';
  transcriptType: 'partial' | 'final';
  transcript: string;
}

export interface VoiceStatusUpdateMessage {
  type: 'status-update';
  status: string;
  endedReason?: string;
}

/** Provider messages carry type, transcript or content, status and endedReason (docs/product-behaviour.md). */
export type VoiceMessage =
  | VoiceTranscriptMessage
  | VoiceStatusUpdateMessage
  | { type: string; transcript?: string; content?: string; status?: string; endedReason?: string };

export type VoiceEngineEvent =
  | { type: 'call-start' }
  | { type: 'call-end' }
  /** The user's turn: Thera listens (spec: speech-start sets listening). */
  | { type: 'speech-start' }
  /** The user's turn ended: the AI will respond (spec: speech-end clears listening). */
  | { type: 'speech-end' }
  /** 0..1, drives Thera's image. */
  | { type: 'volume-level'; volume: number }
  | { type: 'message'; message: VoiceMessage }
  | { type: 'error'; error: unknown }
  /** Ours, not Vapi's: speech recognition became (un)available mid-call. */
  | { type: 'hearing-change'; canHearUser: boolean }
  /** Ours: what the risk screen found in the user's last turn, before Thera answers it. */
  | { type: 'safety'; safety: ChatSafety }
  /** Ours: Thera said she is an AI (the call's opening, or three hours on): shown, not only spoken. */
  | { type: 'disclosure'; text: string };

export type EmitVoiceEvent = (event: VoiceEngineEvent) => void;

export interface VoiceEngine {
  readonly kind: 'vapi' | 'browser';
  /** Resolves once the call is being set up; rejects when it cannot start (Connection Failed). */
  start(): Promise<void>;
  /** Ends the call; the engine emits call-end when it has hung up. */
  stop(): void;
  /** Accepted user transcripts (spoken or typed) that the engine must answer itself. */
  answerUserTranscript?(text: string): void;
  /** Speak a short cue now (the breathing pacer's "Breathe in"); engines that cannot, ignore it. */
  speakCue?(text: string): void;
  /** Whether the user is heard by speech recognition (false: offer a text input). */
  readonly canHearUser?: boolean;
}

/** Builds the engine that will run a session, or null when none can run ('Configuration Missing'). */
export type VoiceEngineFactory = (emit: EmitVoiceEvent) => VoiceEngine | null;
