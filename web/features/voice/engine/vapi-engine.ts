import type { AssistantOverrides, CreateAssistantDTO } from '@vapi-ai/web/dist/api';
import { AI_DISCLOSURE_TEXT } from '@common/ai-disclosure';
import { VAPI_API_ORIGIN } from '@common/voice-provider-origins';
import { describeError } from '../session/voice-session';
import type { VoiceScript } from '../scripts/voice-script';
import { openingWithDisclosure } from '../lib/opening-with-disclosure';
import type { EmitVoiceEvent, VoiceEngine } from './voice-engine';
import { loadVapiConstructor, type VapiConstructor } from './load-vapi';

/** The part of the Vapi SDK instance we use: the seam tests fake (docs/toolchain-notes.md, note 3). */
export interface VapiLike {
  on(event: string, listener: (...args: never[]) => void): unknown;
  removeAllListeners(): unknown;
  start(assistant: CreateAssistantDTO | string, assistantOverrides?: AssistantOverrides): Promise<unknown>;
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
  // avoidEval: Daily loads its call bundle as a <script> from its CDN (admitted by our CSP's
  // script-src when a key is set) instead of fetching it and running it through Function(),
  // which a CSP without 'unsafe-eval' refuses (docs/decisions/0007-vapi-under-strict-csp.md).
  return new Vapi(publicKey, VAPI_API_ORIGIN, { avoidEval: true }) as unknown as VapiLike;
}

/** What Thera says as a Vapi call opens: the script's opening with the AI disclosure in it. */
export function firstMessageOf(script: VoiceScript): string {
  return openingWithDisclosure(script.opening)
    .map((line) => line.text)
    .join(' ');
}

/** Our own prompt as a Vapi assistant object, for `start(assistant)` when no id is configured. */
export function inlineAssistant(script: VoiceScript): CreateAssistantDTO {
  return {
    name: 'Thera',
    firstMessage: firstMessageOf(script),
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
  /** While start() runs, errors are held: a failed start is 'Connection Failed', not 'Voice Error'. */
  let heldErrors: unknown[] | null = null;

  return {
    kind: 'vapi',
    canHearUser: true,
    async start() {
      const instance = await (options.createVapi ?? createRealVapi)(options.publicKey);
      if (stopped) return;
      vapi = instance;
      instance.on('call-start', () => {
        emit({ type: 'call-start' });
        // The first message says it (firstMessageOf); the page shows it too.
        emit({ type: 'disclosure', text: AI_DISCLOSURE_TEXT });
      });
      instance.on('call-end', () => emit({ type: 'call-end' }));
      instance.on('speech-start', () => emit({ type: 'speech-start' }));
      instance.on('speech-end', () => emit({ type: 'speech-end' }));
      instance.on('volume-level', (volume: number) => emit({ type: 'volume-level', volume }));
      instance.on('message', (message: never) => emit({ type: 'message', message }));
      instance.on('error', (error: unknown) => {
        if (heldErrors) heldErrors.push(error);
        else emit({ type: 'error', error });
      });
      heldErrors = [];
      let call: unknown;
      try {
        // A configured assistant still opens with our first message, so it says it is an AI.
        call = await (options.assistantId
          ? instance.start(options.assistantId, { firstMessage: firstMessageOf(options.script) })
          : instance.start(inlineAssistant(options.script)));
      } catch (error) {
        heldErrors = null;
        throw error;
      }
      const held = heldErrors;
      heldErrors = null;
      // On a failed start the SDK has emitted 'error' and cleaned up (docs/product-behaviour.md): the session
      // says 'Connection Failed' and reports what the SDK said first.
      if (!call)
        throw new Error(held.length > 0 ? describeError(held[0]) : 'The voice provider did not start the call');
      // Errors the SDK carried on past while starting end the call, as any later error does.
      for (const error of held) emit({ type: 'error', error });
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
