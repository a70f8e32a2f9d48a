import type { EmitVoiceEvent, VoiceEngine, VoiceEngineEvent } from '../engine/voice-engine';

/**
 * A test double at the engine seam: records what the machine asked for and lets the test emit
 * the provider's events (call-start, speech-start, message, error...) when it chooses.
 */
export class FakeVoiceEngine implements VoiceEngine {
  readonly kind = 'vapi' as const;
  startCalls = 0;
  stopCalls = 0;
  answered: string[] = [];
  private pendingStart: { resolve: () => void; reject: (error: unknown) => void } | null = null;

  constructor(private readonly emitToMachine: EmitVoiceEvent) {}

  start(): Promise<void> {
    this.startCalls++;
    return new Promise((resolve, reject) => {
      this.pendingStart = { resolve, reject };
    });
  }

  stop(): void {
    this.stopCalls++;
  }

  answerUserTranscript(text: string): void {
    this.answered.push(text);
  }

  /** Completes start() (the SDK accepted the call request). */
  resolveStart(): void {
    this.pendingStart?.resolve();
  }

  rejectStart(error: unknown): void {
    this.pendingStart?.reject(error);
  }

  emit(event: VoiceEngineEvent): void {
    this.emitToMachine(event);
  }

  sayFinal(transcript: string, role: 'user' | 'assistant' = 'user'): void {
    this.emit({ type: 'message', message: { type: 'transcript', role, transcriptType: 'final', transcript } });
  }
}
