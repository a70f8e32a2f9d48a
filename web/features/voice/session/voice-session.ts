import type { ChatSafety } from '@common/chat';
import type {
  EmitVoiceEvent,
  VoiceEngine,
  VoiceEngineEvent,
  VoiceEngineFactory,
  VoiceMessage,
} from '../engine/voice-engine';
import { VOICE_TOASTS, type VoiceNotifier } from './voice-toasts';

export interface VoiceSessionState {
  isSessionActive: boolean;
  isConnecting: boolean;
  isListening: boolean;
  /** The last accepted transcript (either speaker); cleared when a call ends. */
  transcript: string | null;
  /** 0..1, drives Thera's image. */
  volume: number;
  engineKind: VoiceEngine['kind'] | null;
  /** False when the browser cannot hear the user: the screen offers a text input instead. */
  canHearUser: boolean;
}

export const IDLE_VOICE_STATE: VoiceSessionState = {
  isSessionActive: false,
  isConnecting: false,
  isListening: false,
  transcript: null,
  volume: 0,
  engineKind: null,
  canHearUser: true,
};

export type FatalVoiceErrorKind = 'voice-call-error' | 'voice-start-failed';

export interface VoiceSessionOptions {
  createEngine: VoiceEngineFactory;
  notifier: VoiceNotifier;
  /** Fatal call errors go here (to /client-errors, then Sentry); never with transcript content. */
  reportError?: (kind: FatalVoiceErrorKind, message: string) => void;
  /** Every accepted transcript, with who said it. */
  onTranscript?: (text: string, role: 'user' | 'assistant') => void;
  /** Every provider message, plus the 'ended' status-update the machine adds when the provider did not. */
  onMessage?: (message: VoiceMessage) => void;
  /** What the risk screen found in each of the user's turns (the engine that asked the server tells). */
  onSafety?: (safety: ChatSafety) => void;
  /** Thera said she is an AI (docs/ai-disclosure.md): the page keeps it on screen. */
  onDisclosure?: (text: string) => void;
}

export const CUSTOMER_ENDED_STATUS: VoiceMessage = {
  type: 'status-update',
  status: 'ended',
  endedReason: 'customer-ended-call',
};

/**
 * The one voice session state machine (docs/product-behaviour.md) for every engine. Plain
 * TypeScript so it is tested against a fake engine; `useVoiceSession` wraps it for React.
 *
 * idle --start--> connecting --call-start--> active --stop / call-end--> idle; any --error--> idle.
 */
export class VoiceSession {
  private state: VoiceSessionState = IDLE_VOICE_STATE;
  private readonly listeners = new Set<() => void>();
  private engine: VoiceEngine | null = null;
  /** Bumped whenever an engine is let go, so its late events are ignored. */
  private generation = 0;
  private providerSentEndedStatus = false;

  constructor(private readonly options: VoiceSessionOptions) {}

  getState = (): VoiceSessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The running engine (for cues), or null between sessions. */
  get currentEngine(): VoiceEngine | null {
    return this.engine;
  }

  /**
   * Starts a session. Resolves to the engine once it is starting, or null: already started,
   * no engine can run ('Configuration Missing') or the start failed ('Connection Failed').
   */
  async start(): Promise<VoiceEngine | null> {
    if (this.engine) return null;
    const generation = ++this.generation;
    const emit: EmitVoiceEvent = (event) => {
      if (generation === this.generation) this.handle(event);
    };
    const engine = this.options.createEngine(emit);
    if (!engine) {
      this.options.notifier.error(VOICE_TOASTS.configurationMissing);
      return null;
    }
    this.engine = engine;
    this.providerSentEndedStatus = false;
    this.update({
      ...IDLE_VOICE_STATE,
      isConnecting: true,
      engineKind: engine.kind,
      canHearUser: engine.canHearUser ?? true,
    });
    try {
      await engine.start();
    } catch (error) {
      if (this.engine === engine) {
        this.release();
        this.update({ ...IDLE_VOICE_STATE });
        this.options.notifier.error(VOICE_TOASTS.startFailed);
        this.options.reportError?.('voice-start-failed', describeError(error));
      }
      return null;
    }
    return this.engine === engine ? engine : null;
  }

  /** Ends the session now: listening stops, the engine hangs up, the screen returns to idle. */
  stop(): void {
    const engine = this.engine;
    if (!engine) return;
    this.update({ isListening: false });
    this.release();
    engine.stop();
    this.finish();
  }

  /** Typed text takes the same path as a spoken final transcript. */
  submitUserText(text: string): boolean {
    if (!this.state.isSessionActive) return false;
    return this.acceptTranscript(text, 'user');
  }

  private handle(event: VoiceEngineEvent): void {
    switch (event.type) {
      case 'call-start':
        this.update({ isConnecting: false, isSessionActive: true, isListening: true });
        this.options.notifier.info(VOICE_TOASTS.started);
        return;
      case 'call-end':
        this.release();
        this.finish();
        return;
      case 'speech-start':
        this.update({ isListening: true });
        return;
      case 'speech-end':
        this.update({ isListening: false });
        return;
      case 'volume-level':
        this.update({ volume: clampVolume(event.volume) });
        return;
      case 'hearing-change':
        this.update({ canHearUser: event.canHearUser });
        return;
      case 'message':
        this.handleMessage(event.message);
        return;
      case 'safety':
        this.options.onSafety?.(event.safety);
        return;
      case 'disclosure':
        this.options.onDisclosure?.(event.text);
        return;
      case 'error': {
        const engine = this.engine;
        this.release();
        engine?.stop();
        this.update({ ...IDLE_VOICE_STATE });
        this.options.notifier.error(VOICE_TOASTS.error);
        this.options.reportError?.('voice-call-error', describeError(event.error));
        return;
      }
    }
  }

  private handleMessage(message: VoiceMessage): void {
    if (message.type === 'status-update' && message.status === 'ended') this.providerSentEndedStatus = true;
    this.options.onMessage?.(message);
    if (message.type === 'transcript' && 'transcriptType' in message && message.transcriptType === 'final') {
      this.acceptTranscript(message.transcript, message.role);
    }
  }

  /** docs/product-behaviour.md: accepted only when non-empty after trimming and new; stored, then passed on. */
  private acceptTranscript(text: string | undefined, role: 'user' | 'assistant'): boolean {
    const trimmed = text?.trim() ?? '';
    if (trimmed === '' || trimmed === this.state.transcript) return false;
    this.update({ transcript: trimmed });
    this.options.onTranscript?.(trimmed, role);
    if (role === 'user') this.engine?.answerUserTranscript?.(trimmed);
    return true;
  }

  private finish(): void {
    const wasActive = this.state.isSessionActive;
    if (!this.providerSentEndedStatus) this.options.onMessage?.(CUSTOMER_ENDED_STATUS);
    this.providerSentEndedStatus = true;
    this.update({ ...IDLE_VOICE_STATE });
    if (wasActive) this.options.notifier.info(VOICE_TOASTS.ended);
  }

  /** Lets go of the engine: its later events (a late call-end, a stray message) are ignored. */
  private release(): void {
    this.engine = null;
    this.generation++;
  }

  private update(patch: Partial<VoiceSessionState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return 0;
  return Math.min(1, Math.max(0, volume));
}

/**
 * A short, content-free description of an SDK error for the error report. Vapi and Daily wrap
 * errors in a few layers ({ type, error: { message: { message } } }): take the first message found.
 */
export function describeError(error: unknown, depth = 0): string {
  if (error instanceof Error) return error.message.slice(0, 300);
  if (typeof error === 'string') return error.slice(0, 300);
  if (error && typeof error === 'object' && depth < 4) {
    const record = error as Record<string, unknown>;
    for (const key of ['errorMsg', 'message', 'msg', 'error']) {
      const found = describeError(record[key], depth + 1);
      if (found !== UNKNOWN_ERROR) return found;
    }
    if (typeof record.type === 'string') return record.type.slice(0, 300);
  }
  return UNKNOWN_ERROR;
}

const UNKNOWN_ERROR = 'Unknown voice error';
