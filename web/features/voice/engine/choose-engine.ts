import type { AppConfig } from '@common/app-config';
import type { ExerciseSlug } from '@common/exercises';
import type { VoiceScript } from '../scripts/voice-script';
import { createBrowserEngine, type AskThera } from './browser-engine';
import { findSpeechRecognition, findSpeechSynthesis } from './browser-speech';
import { createVapiEngine } from './vapi-engine';
import type { VoiceEngineFactory } from './voice-engine';

export interface EngineChoiceOptions {
  voice: AppConfig['voice'];
  /** The guided session, or undefined for main Thera on /chat. */
  slug?: ExerciseSlug;
  sessionTitle: string;
  script: VoiceScript;
  askThera: AskThera;
  scope?: Window & typeof globalThis;
}

/**
 * Vapi when a public key is configured, else the browser's own speech; null ('Configuration
 * Missing') when neither can run: no Vapi key and no speechSynthesis for Thera's voice.
 */
export function chooseVoiceEngine(options: EngineChoiceOptions): VoiceEngineFactory {
  return (emit) => {
    const { voice, slug } = options;
    if (voice.vapiPublicKey) {
      const assistantId = slug ? (voice.sessionAssistantIds[slug] ?? null) : voice.mainAssistantId;
      return createVapiEngine({ emit, publicKey: voice.vapiPublicKey, assistantId, script: options.script });
    }
    const scope = options.scope ?? window;
    const synthesis = findSpeechSynthesis(scope);
    if (!synthesis) return null;
    const mediaDevices = scope.navigator.mediaDevices;
    const AudioContextClass = scope.AudioContext as typeof AudioContext | undefined;
    return createBrowserEngine({
      emit,
      script: options.script,
      sessionTitle: options.sessionTitle,
      askThera: options.askThera,
      synthesis,
      Recognition: findSpeechRecognition(scope),
      getUserMedia: mediaDevices?.getUserMedia ? (constraints) => mediaDevices.getUserMedia(constraints) : undefined,
      createAudioContext: AudioContextClass ? () => new AudioContextClass() : undefined,
    });
  };
}
