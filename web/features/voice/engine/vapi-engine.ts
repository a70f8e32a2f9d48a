import type { CreateAssistantDTO } from '@vapi-ai/web/dist/api';
import type { VoiceScript } from '../scripts/voice-script';
import type { EmitVoiceEvent, VoiceEngine } from './voice-engine';
import { loadVapiConstructor, type VapiConstructor } from './load-vapi';

/** The part of the Vapi SDK instance we use: the seam tests fake (TOOLCHAIN.md snag 7). */
export interface VapiLike {
  on(event: string, listener: (...args: never[]) => void): unknown;
  removeAllListeners(): unknown;
  start(assistant: CreateAssistantDTO | string): Promise<unknown>;
  stop(): Promise<void> | void;
}

export interface VapiEngineOptions {
  emit: EmitVoiceEvent;
  publicKey: string;
  /** The configured assistant id, or null to send our own prompt inline. */
  assistantId: string | null;
  script: VoiceScript;
  createVapi?: (publicKey: string) => Promise<VapiLike>;
}

async function createRealVapi(publicKey: string): Promise<VapiLike> {
  const Vapi: VapiConstructor = await loadVapiConstructor();
  return new Vapi(publicKey) as unknown as VapiLike;
}

/** Our own prompt as a Vapi assistant object, for `start(assistant)` when no id is configured. */
export function inlineAssistant(script: VoiceScript): CreateAssistantDTO {
  return {
    name: 'Thera',
    firstMessage: script.opening.map((line) => line.text).join(' '),
    model: {
      provider: 'openai',
      model: 'gpt-4o-mini',
      messages: [{ role: 'system', content: script.systemPrompt }],
    },
  } as CreateAssistantDTO;
}

/** The Vapi web SDK behind our engine seam; its events already have the names we use. */
export function createVapiEngine(options: VapiEngineOptions): VoiceEngine {
  const { emit } = options;
  let vapi: VapiLike | null = null;
  let stopped = false;

  return {
    kind: 'vapi',
    canHearUser: true,
    async start() {
      const instance = await (options.createVapi ?? createRealVapi)(options.publicKey);
      if (stopped) return;
      vapi = instance;
      instance.on('call-start', () => emit({ type: 'call-start' }));
      instance.on('call-end', () => emit({ type: 'call-end' }));
      instance.on('speech-start', () => emit({ type: 'speech-start' }));
      instance.on('speech-end', () => emit({ type: 'speech-end' }));
      instance.on('volume-level', (volume: number) => emit({ type: 'volume-level', volume }));
      instance.on('message', (message: never) => emit({ type: 'message', message }));
      instance.on('error', (error: unknown) => emit({ type: 'error', error }));
      const call = await instance.start(options.assistantId ?? inlineAssistant(options.script));
      // On a failed start the SDK has already emitted 'error' and cleaned up (spec section 8).
      if (!call) throw new Error('The voice provider did not start the call');
    },
    stop() {
      stopped = true;
      const instance = vapi;
      vapi = null;
      if (!instance) return;
      void Promise.resolve(instance.stop()).finally(() => instance.removeAllListeners());
    },
  };
}
