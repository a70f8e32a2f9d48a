import { describe, expect, it, vi } from 'vitest';
import { AI_DISCLOSURE_TEXT } from '@common/ai-disclosure';
import { THERA_PERSONA } from '@common/thera-persona';
import { mainTheraScript } from '../scripts';
import { createVapiEngine, inlineAssistant, type VapiLike } from './vapi-engine';
import type { VoiceEngineEvent } from './voice-engine';

/** A fake Vapi SDK instance at the seam (docs/toolchain-notes.md, note 3: real calls need Daily's servers). */
class FakeVapi implements VapiLike {
  listeners = new Map<string, Array<(...args: never[]) => void>>();
  started: unknown[] = [];
  overrides: unknown[] = [];
  stopped = 0;
  constructor(
    private readonly startResult: unknown = { id: 'call-1' },
    /** What the SDK emits on 'error' while start() runs (Vapi emits before it resolves). */
    private readonly errorsWhileStarting: unknown[] = [],
  ) {}
  on(event: string, listener: (...args: never[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  removeAllListeners() {
    this.listeners.clear();
    return this;
  }
  async start(assistant: unknown, assistantOverrides?: unknown) {
    this.started.push(assistant);
    this.overrides.push(assistantOverrides);
    for (const error of this.errorsWhileStarting) this.fire('error', error);
    return this.startResult;
  }
  async stop() {
    this.stopped++;
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }
}

function setup(options: { assistantId: string | null; startResult?: unknown; errorsWhileStarting?: unknown[] }) {
  const events: VoiceEngineEvent[] = [];
  const fake = new FakeVapi(options.startResult, options.errorsWhileStarting);
  const createVapi = vi.fn(async () => fake);
  const engine = createVapiEngine({
    emit: (event) => events.push(event),
    publicKey: 'pk_test',
    assistantId: options.assistantId,
    script: mainTheraScript,
    createVapi,
  });
  return { engine, fake, events, createVapi };
}

describe('Vapi engine', () => {
  it('constructs the SDK with the public key only when the call starts, and starts the configured assistant id', async () => {
    const { engine, fake, createVapi } = setup({ assistantId: 'asst-123' });
    expect(createVapi).not.toHaveBeenCalled();
    await engine.start();
    expect(createVapi).toHaveBeenCalledWith('pk_test');
    expect(fake.started).toEqual(['asst-123']);
  });

  it('opens every call by saying Thera is an AI, with a configured assistant or our own, and shows it', async () => {
    const configured = setup({ assistantId: 'asst-123' });
    await configured.engine.start();
    expect(configured.fake.overrides).toEqual([{ firstMessage: expect.stringContaining(AI_DISCLOSURE_TEXT) }]);
    const inline = setup({ assistantId: null });
    await inline.engine.start();
    expect((inline.fake.started[0] as ReturnType<typeof inlineAssistant>).firstMessage).toContain(AI_DISCLOSURE_TEXT);
    inline.fake.fire('call-start');
    expect(inline.events).toContainEqual({ type: 'disclosure', text: AI_DISCLOSURE_TEXT });
  });

  it('sends our own assistant inline when no id is configured', async () => {
    const { engine, fake } = setup({ assistantId: null });
    await engine.start();
    expect(fake.started).toEqual([inlineAssistant(mainTheraScript)]);
    const assistant = fake.started[0] as ReturnType<typeof inlineAssistant>;
    expect(assistant.firstMessage).toContain("Hi, I'm Thera.");
    expect(assistant.model).toMatchObject({ messages: [{ role: 'system', content: mainTheraScript.systemPrompt }] });
    // One persona: the voice assistant is told who Thera is in the same words as the text model.
    expect(mainTheraScript.systemPrompt.startsWith(THERA_PERSONA)).toBe(true);
  });

  it("forwards the provider's events under the same names", async () => {
    const { engine, fake, events } = setup({ assistantId: 'asst-123' });
    await engine.start();
    fake.fire('call-start');
    fake.fire('speech-start');
    fake.fire('volume-level', 0.4);
    fake.fire('speech-end');
    const message = { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'hello' };
    fake.fire('message', message);
    fake.fire('error', { errorMsg: 'ejected' });
    fake.fire('call-end');
    expect(events).toEqual([
      { type: 'call-start' },
      { type: 'disclosure', text: AI_DISCLOSURE_TEXT },
      { type: 'speech-start' },
      { type: 'volume-level', volume: 0.4 },
      { type: 'speech-end' },
      { type: 'message', message },
      { type: 'error', error: { errorMsg: 'ejected' } },
      { type: 'call-end' },
    ]);
  });

  it('rejects the start when the SDK gives no call (it has emitted the error itself)', async () => {
    const { engine } = setup({ assistantId: 'asst-123', startResult: null });
    await expect(engine.start()).rejects.toThrow('did not start');
  });

  it("a failed start rejects with what the SDK said, and sends no 'error' event (spec: 'Connection Failed')", async () => {
    const refused = { type: 'start-method-error', error: { message: 'Invalid Key' } };
    const { engine, events } = setup({ assistantId: 'asst-123', startResult: null, errorsWhileStarting: [refused] });
    await expect(engine.start()).rejects.toThrow('Invalid Key');
    expect(events).toEqual([]);
  });

  it('an error the SDK carried on past while starting is passed on once the call has started', async () => {
    const noisy = { type: 'audio-processing-setup-error' };
    const { engine, events } = setup({ assistantId: 'asst-123', errorsWhileStarting: [noisy] });
    await engine.start();
    expect(events).toEqual([{ type: 'error', error: noisy }]);
  });

  it('stop hangs up the SDK', async () => {
    const { engine, fake } = setup({ assistantId: 'asst-123' });
    await engine.start();
    engine.stop();
    expect(fake.stopped).toBe(1);
  });
});
