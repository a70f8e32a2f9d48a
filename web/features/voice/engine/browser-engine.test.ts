import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AI_DISCLOSURE_TEXT, DISCLOSURE_INTERVAL_MS, disclosureDue } from '@common/ai-disclosure';
import type { VoiceScript } from '../scripts/voice-script';
import { createBrowserEngine, THERA_UNAVAILABLE_LINE, type AskThera } from './browser-engine';
import type { SpeechRecognitionLike } from './browser-speech';
import type { VoiceEngineEvent } from './voice-engine';

/** jsdom has no speech APIs: these stand in for the browser's, the only fakes here. */
class FakeUtterance {
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onboundary: (() => void) | null = null;
  rate = 1;
  pitch = 1;
  constructor(readonly text: string) {}
}

class FakeSynthesis {
  spoken: FakeUtterance[] = [];
  cancelled = 0;
  speak(utterance: FakeUtterance) {
    this.spoken.push(utterance);
  }
  cancel() {
    this.cancelled++;
    for (const utterance of this.spoken) utterance.onerror?.();
  }
  finishCurrent() {
    this.spoken.at(-1)?.onend?.();
  }
}

class FakeRecognition implements SpeechRecognitionLike {
  static instances: FakeRecognition[] = [];
  continuous = false;
  interimResults = true;
  lang = '';
  onresult: SpeechRecognitionLike['onresult'] = null;
  onerror: SpeechRecognitionLike['onerror'] = null;
  onend: SpeechRecognitionLike['onend'] = null;
  started = false;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.started = true;
  }
  abort() {
    this.started = false;
  }
  hear(transcript: string) {
    this.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript } }] });
  }
}

const script: VoiceScript = {
  intro: '',
  opening: [
    { text: 'First line.', pauseAfterMs: 1000 },
    { text: 'Second line.', pauseAfterMs: 0 },
  ],
  systemPrompt: '',
};

/** A microphone whose level the test sets (RMS of a constant signal is the signal). */
function fakeMicrophone() {
  const mic = { level: 0, stopped: false };
  const track = { stop: () => (mic.stopped = true) };
  const getUserMedia = async () => ({ getTracks: () => [track] }) as unknown as MediaStream;
  const createAudioContext = () =>
    ({
      createAnalyser: () => ({ fftSize: 0, getFloatTimeDomainData: (buffer: Float32Array) => buffer.fill(mic.level) }),
      createMediaStreamSource: () => ({ connect: () => undefined }),
      close: async () => undefined,
    }) as unknown as AudioContext;
  return { mic, getUserMedia, createAudioContext };
}

function setup(
  options: { recognition?: boolean; askThera?: AskThera; microphone?: ReturnType<typeof fakeMicrophone> } = {},
) {
  const events: VoiceEngineEvent[] = [];
  const synthesis = new FakeSynthesis();
  const askThera = vi.fn(
    options.askThera ??
      (async () => ({ response: 'A calm reply.', safety: { level: 'none' as const, categories: [] } })),
  );
  const engine = createBrowserEngine({
    emit: (event) => events.push(event),
    script,
    sessionTitle: 'Decision Clarity with Thera',
    askThera,
    synthesis: synthesis as unknown as SpeechSynthesis,
    Recognition: options.recognition === false ? undefined : FakeRecognition,
    getUserMedia: options.microphone?.getUserMedia,
    createAudioContext: options.microphone?.createAudioContext,
  });
  const assistantLines = () =>
    events.flatMap((event) =>
      event.type === 'message' && 'role' in event.message && event.message.role === 'assistant'
        ? [event.message.transcript]
        : [],
    );
  return { engine, events, synthesis, askThera, assistantLines };
}

describe('browser engine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    FakeRecognition.instances = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("speaks the opening line by line with the script's pauses, the AI disclosure second, then gives the user the floor", async () => {
    const t = setup();
    await t.engine.start();
    expect(t.events[0]).toEqual({ type: 'call-start' });
    expect(t.events).toContainEqual({ type: 'disclosure', text: AI_DISCLOSURE_TEXT });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.synthesis.spoken.map((u) => u.text)).toEqual(['First line.']);
    t.synthesis.finishCurrent();
    await vi.advanceTimersByTimeAsync(999);
    expect(t.synthesis.spoken).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.synthesis.spoken.map((u) => u.text)).toEqual(['First line.', AI_DISCLOSURE_TEXT]);
    t.synthesis.finishCurrent();
    await vi.advanceTimersByTimeAsync(600);
    expect(t.synthesis.spoken.map((u) => u.text)).toEqual(['First line.', AI_DISCLOSURE_TEXT, 'Second line.']);
    expect(FakeRecognition.instances).toHaveLength(0);
    t.synthesis.finishCurrent();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.events.at(-1)).toEqual({ type: 'speech-start' });
    expect(FakeRecognition.instances[0]?.started).toBe(true);
    expect(t.assistantLines()).toEqual(['First line.', AI_DISCLOSURE_TEXT, 'Second line.']);
  });

  it('tells chat-with-ai how long since the disclosure, and says a due one before the reply', async () => {
    // The server's rule, applied to what the engine reports (the real server: ai-disclosure.test.ts).
    const askThera: AskThera = async (_message, _history, options) => {
      if (disclosureDue(options?.sinceDisclosureMs)) options?.onDisclosure?.(AI_DISCLOSURE_TEXT);
      return { response: 'A calm reply.', safety: { level: 'none', categories: [] } };
    };
    const t = setup({ askThera });
    await t.engine.start();
    await vi.advanceTimersByTimeAsync(20_000);
    t.engine.answerUserTranscript?.('Hello');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.askThera.mock.calls[0]?.[2]?.sinceDisclosureMs).toBe(20_000);
    expect(t.synthesis.spoken.at(-1)?.text).toBe('A calm reply.');
    expect(t.synthesis.spoken.filter((u) => u.text === AI_DISCLOSURE_TEXT)).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(DISCLOSURE_INTERVAL_MS);
    t.engine.answerUserTranscript?.('Still here');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.askThera.mock.calls[1]?.[2]?.sinceDisclosureMs).toBeGreaterThanOrEqual(DISCLOSURE_INTERVAL_MS);
    expect(t.synthesis.spoken.at(-1)?.text).toBe(AI_DISCLOSURE_TEXT);
    t.synthesis.finishCurrent();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.synthesis.spoken.at(-1)?.text).toBe('A calm reply.');
    expect(t.events.filter((event) => event.type === 'disclosure')).toHaveLength(2);

    // Said just now: the next turn reports a fresh clock.
    t.engine.answerUserTranscript?.('Thanks');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.askThera.mock.calls[2]?.[2]?.sinceDisclosureMs).toBeLessThan(DISCLOSURE_INTERVAL_MS);
  });

  it("sends a heard transcript to Thera with the session's context and speaks and shows her reply", async () => {
    const t = setup();
    await t.engine.start();
    await vi.advanceTimersByTimeAsync(20_000);
    FakeRecognition.instances[0]!.hear('Should I sell everything?');
    expect(t.events.at(-1)).toEqual({
      type: 'message',
      message: { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Should I sell everything?' },
    });
    // The state machine accepts it and hands it back to be answered.
    t.engine.answerUserTranscript?.('Should I sell everything?');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.askThera).toHaveBeenCalledWith(
      'Should I sell everything?',
      [{ role: 'assistant', content: '(Guided voice session: Decision Clarity with Thera.) First line. Second line.' }],
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(t.assistantLines().at(-1)).toBe('A calm reply.');
    expect(t.synthesis.spoken.at(-1)?.text).toBe('A calm reply.');
  });

  it('speaks a streamed reply sentence by sentence, starting before the reply has ended', async () => {
    let finish!: () => void;
    const rest = new Promise<void>((resolve) => (finish = resolve));
    const t = setup({
      askThera: async (_message, _history, options) => {
        options?.onDelta?.('That sounds ');
        options?.onDelta?.('really hard. ');
        await rest;
        options?.onDelta?.('What happened next?');
        return { response: 'That sounds really hard. What happened next?', safety: { level: 'none', categories: [] } };
      },
    });
    await t.engine.start();
    await vi.advanceTimersByTimeAsync(20_000);
    t.engine.answerUserTranscript?.('I lost a lot today');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.synthesis.spoken.at(-1)?.text).toBe('That sounds really hard.');
    finish();
    await vi.advanceTimersByTimeAsync(10_000);
    // The caption grows sentence by sentence, ending with the whole reply.
    expect(t.assistantLines().slice(-2)).toEqual([
      'That sounds really hard.',
      'That sounds really hard. What happened next?',
    ]);
    expect(t.synthesis.spoken.slice(-2).map((u) => u.text)).toEqual([
      'That sounds really hard.',
      'What happened next?',
    ]);
  });

  it('stops the reply being written when the user speaks again', async () => {
    const signals: AbortSignal[] = [];
    const t = setup({
      askThera: async (_message, _history, options) => {
        signals.push(options!.signal!);
        if (signals.length === 1) await new Promise((resolve) => options!.signal!.addEventListener('abort', resolve));
        return options?.signal?.aborted
          ? null
          : { response: 'Second answer.', safety: { level: 'none', categories: [] } };
      },
    });
    await t.engine.start();
    await vi.advanceTimersByTimeAsync(20_000);
    t.engine.answerUserTranscript?.('first thought');
    await vi.advanceTimersByTimeAsync(0);
    t.engine.answerUserTranscript?.('actually, never mind');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(signals[0]!.aborted).toBe(true);
    expect(t.assistantLines().at(-1)).toBe('Second answer.');
  });

  it('lets the user interrupt the opening', async () => {
    const t = setup();
    await t.engine.start();
    await vi.advanceTimersByTimeAsync(0);
    t.engine.answerUserTranscript?.('I just want to talk');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.synthesis.cancelled).toBe(1);
    expect(t.assistantLines()).toEqual(['First line.', 'A calm reply.']);
  });

  it('says so on screen when Thera cannot answer (e.g. chat-with-ai unavailable)', async () => {
    const t = setup({ askThera: async () => Promise.reject(new Error('503')) });
    await t.engine.start();
    t.engine.answerUserTranscript?.('hello');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.assistantLines().at(-1)).toBe(THERA_UNAVAILABLE_LINE);
  });

  it('without SpeechRecognition reports that it cannot hear the user (the screen offers typing)', async () => {
    const t = setup({ recognition: false });
    expect(t.engine.canHearUser).toBe(false);
    await t.engine.start();
    expect(t.events).toContainEqual({ type: 'hearing-change', canHearUser: false });
  });

  it('stops hearing for the session after a fatal recognition error', async () => {
    const t = setup();
    await t.engine.start();
    await vi.advanceTimersByTimeAsync(20_000);
    FakeRecognition.instances[0]!.onerror?.({ error: 'audio-capture' });
    expect(t.events).toContainEqual({ type: 'hearing-change', canHearUser: false });
    expect(t.engine.canHearUser).toBe(false);
  });

  it('drops a timed cue while Thera is still talking rather than speaking it late', async () => {
    const t = setup();
    await t.engine.start();
    t.engine.speakCue?.('Breathe in');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(t.assistantLines()).not.toContain('Breathe in');
    t.engine.speakCue?.('Hold');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.assistantLines().at(-1)).toBe('Hold');
  });

  it('stop silences Thera, stops listening and ends the call', async () => {
    const t = setup();
    await t.engine.start();
    await vi.advanceTimersByTimeAsync(20_000);
    t.engine.stop();
    expect(t.synthesis.cancelled).toBe(1);
    expect(FakeRecognition.instances[0]?.started).toBe(false);
    expect(t.events.at(-1)).toEqual({ type: 'call-end' });
  });

  it("turns the microphone level into volume and the user's turn, handing the floor back after a wordless noise", async () => {
    const microphone = fakeMicrophone();
    const t = setup({ microphone });
    await t.engine.start();
    await vi.advanceTimersByTimeAsync(20_000); // Thera's opening is over
    const turnEvents = () => t.events.filter((event) => event.type === 'speech-start' || event.type === 'speech-end');
    const before = turnEvents().length;

    microphone.mic.level = 0.075;
    await vi.advanceTimersByTimeAsync(100);
    const lastVolume = t.events.filter((event) => event.type === 'volume-level').at(-1);
    expect(lastVolume?.type === 'volume-level' && lastVolume.volume).toBeCloseTo(0.5); // 0.075 / 0.15
    expect(turnEvents().slice(before)).toEqual([{ type: 'speech-start' }]);

    microphone.mic.level = 0;
    await vi.advanceTimersByTimeAsync(1100);
    expect(turnEvents().slice(before)).toEqual([{ type: 'speech-start' }, { type: 'speech-end' }]);
    // No words were recognised, so no reply is coming: the user has the floor again.
    await vi.advanceTimersByTimeAsync(4000);
    expect(turnEvents().slice(before)).toEqual([
      { type: 'speech-start' },
      { type: 'speech-end' },
      { type: 'speech-start' },
    ]);

    t.engine.stop();
    expect(microphone.mic.stopped).toBe(true);
  });

  it('does not end the turn on silence when the browser cannot hear words', async () => {
    const microphone = fakeMicrophone();
    const t = setup({ microphone, recognition: false });
    await t.engine.start();
    await vi.advanceTimersByTimeAsync(20_000);
    microphone.mic.level = 0.05;
    await vi.advanceTimersByTimeAsync(100);
    microphone.mic.level = 0;
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.events.at(-1)).not.toEqual({ type: 'speech-end' });
    expect(t.events.filter((event) => event.type === 'speech-end').length).toBe(1); // only Thera's opening turn
  });
});
