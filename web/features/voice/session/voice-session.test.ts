import { describe, expect, it, vi } from 'vitest';
import type { VoiceMessage } from '../engine/voice-engine';
import { FakeVoiceEngine } from './fake-voice-engine';
import { CUSTOMER_ENDED_STATUS, describeError, VoiceSession } from './voice-session';
import { VOICE_TOASTS, type VoiceToast } from './voice-toasts';

function setup(options: { engineAvailable?: boolean } = {}) {
  const engines: FakeVoiceEngine[] = [];
  const toasts: Array<{ kind: 'info' | 'error'; toast: VoiceToast }> = [];
  const transcripts: Array<[string, string]> = [];
  const messages: VoiceMessage[] = [];
  const reportError = vi.fn();
  const session = new VoiceSession({
    createEngine: (emit) => {
      if (options.engineAvailable === false) return null;
      const engine = new FakeVoiceEngine(emit);
      engines.push(engine);
      return engine;
    },
    notifier: {
      info: (toast) => toasts.push({ kind: 'info', toast }),
      error: (toast) => toasts.push({ kind: 'error', toast }),
    },
    reportError,
    onTranscript: (text, role) => transcripts.push([text, role]),
    onMessage: (message) => messages.push(message),
  });
  const engine = () => engines[engines.length - 1]!;
  return { session, engines, engine, toasts, transcripts, messages, reportError };
}

async function startActive(t: ReturnType<typeof setup>) {
  const started = t.session.start();
  t.engine().resolveStart();
  await started;
  t.engine().emit({ type: 'call-start' });
}

describe('VoiceSession (docs/product-behaviour.md)', () => {
  it('starts idle', () => {
    const { session } = setup();
    expect(session.getState()).toMatchObject({
      isSessionActive: false,
      isConnecting: false,
      isListening: false,
      transcript: null,
    });
  });

  it('is connecting while the engine starts, and active and listening on call-start with the started toast', async () => {
    const t = setup();
    const started = t.session.start();
    expect(t.session.getState()).toMatchObject({ isConnecting: true, isSessionActive: false });
    t.engine().resolveStart();
    await expect(started).resolves.toBe(t.engine());
    expect(t.session.getState().isConnecting).toBe(true);

    t.engine().emit({ type: 'call-start' });
    expect(t.session.getState()).toMatchObject({ isConnecting: false, isSessionActive: true, isListening: true });
    expect(t.toasts).toEqual([{ kind: 'info', toast: VOICE_TOASTS.started }]);
    expect(VOICE_TOASTS.started).toEqual({
      title: 'Voice session started',
      description: 'You can now speak with Thera',
    });
  });

  it('returns null for a second start while connecting or active, without a second engine', async () => {
    const t = setup();
    const first = t.session.start();
    await expect(t.session.start()).resolves.toBeNull();
    t.engine().resolveStart();
    await first;
    t.engine().emit({ type: 'call-start' });
    await expect(t.session.start()).resolves.toBeNull();
    expect(t.engines).toHaveLength(1);
  });

  it('sets listening on speech-start and clears it on speech-end', async () => {
    const t = setup();
    await startActive(t);
    t.engine().emit({ type: 'speech-end' });
    expect(t.session.getState().isListening).toBe(false);
    t.engine().emit({ type: 'speech-start' });
    expect(t.session.getState().isListening).toBe(true);
  });

  it('returns to idle on call-end, clears the transcript and toasts that the session ended', async () => {
    const t = setup();
    await startActive(t);
    t.engine().sayFinal('I feel anxious about my position');
    expect(t.session.getState().transcript).toBe('I feel anxious about my position');

    t.engine().emit({ type: 'call-end' });
    expect(t.session.getState()).toMatchObject({
      isSessionActive: false,
      isConnecting: false,
      isListening: false,
      transcript: null,
    });
    expect(t.toasts.at(-1)).toEqual({ kind: 'info', toast: VOICE_TOASTS.ended });
    expect(VOICE_TOASTS.ended).toEqual({
      title: 'Voice session ended',
      description: 'Voice conversation has been disconnected',
    });
  });

  it('on an error returns to idle, not listening, with the Voice Error toast and a content-free report', async () => {
    const t = setup();
    await startActive(t);
    t.engine().sayFinal('something private');
    t.engine().emit({ type: 'error', error: { type: 'daily-error', errorMsg: 'Meeting has ended' } });
    expect(t.session.getState()).toMatchObject({ isSessionActive: false, isConnecting: false, isListening: false });
    expect(t.toasts.at(-1)).toEqual({ kind: 'error', toast: VOICE_TOASTS.error });
    expect(VOICE_TOASTS.error).toEqual({
      title: 'Voice Error',
      description: 'There was an issue with the voice connection',
    });
    expect(t.reportError).toHaveBeenCalledWith('voice-call-error', 'Meeting has ended');
    expect(JSON.stringify(t.reportError.mock.calls)).not.toContain('private');
    expect(t.engine().stopCalls).toBe(1);
    // Late events from the failed engine are ignored; a new session can start.
    t.engine().emit({ type: 'call-start' });
    expect(t.session.getState().isSessionActive).toBe(false);
    const again = t.session.start();
    expect(t.engines).toHaveLength(2);
    t.engine().resolveStart();
    await expect(again).resolves.toBe(t.engines[1]);
  });

  it('shows Connection Failed and returns null when the engine cannot start', async () => {
    const t = setup();
    const started = t.session.start();
    t.engine().rejectStart(new Error('Assistant or Squad or Workflow must be provided.'));
    await expect(started).resolves.toBeNull();
    expect(t.session.getState()).toMatchObject({ isConnecting: false, isSessionActive: false });
    expect(t.toasts).toEqual([{ kind: 'error', toast: VOICE_TOASTS.startFailed }]);
    expect(VOICE_TOASTS.startFailed.description).toBe('Unable to start voice chat. Please try again.');
    expect(t.reportError).toHaveBeenCalledWith(
      'voice-start-failed',
      'Assistant or Squad or Workflow must be provided.',
    );
  });

  it("shows the destructive 'Configuration Missing' toast when no engine can run", async () => {
    const t = setup({ engineAvailable: false });
    await expect(t.session.start()).resolves.toBeNull();
    expect(t.toasts).toEqual([{ kind: 'error', toast: VOICE_TOASTS.configurationMissing }]);
    expect(VOICE_TOASTS.configurationMissing).toEqual({
      title: 'Configuration Missing',
      description: 'Please ensure Vapi public key is configured',
    });
    expect(t.session.getState().isConnecting).toBe(false);
  });

  it('stop clears listening, hangs up the engine and ends the session', async () => {
    const t = setup();
    await startActive(t);
    const engine = t.engine();
    t.session.stop();
    expect(engine.stopCalls).toBe(1);
    expect(t.session.getState()).toMatchObject({ isSessionActive: false, isListening: false, transcript: null });
    expect(t.toasts.at(-1)).toEqual({ kind: 'info', toast: VOICE_TOASTS.ended });
    // The engine's own call-end after hanging up does not end anything twice.
    engine.emit({ type: 'call-end' });
    expect(t.toasts.filter((entry) => entry.toast === VOICE_TOASTS.ended)).toHaveLength(1);
  });

  it("ends with a status-update 'ended' / 'customer-ended-call' when the provider sent none", async () => {
    const t = setup();
    await startActive(t);
    t.session.stop();
    expect(t.messages).toEqual([CUSTOMER_ENDED_STATUS]);
    expect(CUSTOMER_ENDED_STATUS).toEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'customer-ended-call',
    });
  });

  it('does not add its own ended status when the provider already sent one', async () => {
    const t = setup();
    await startActive(t);
    const providerEnded = { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' };
    t.engine().emit({ type: 'message', message: providerEnded });
    t.engine().emit({ type: 'call-end' });
    expect(t.messages).toEqual([providerEnded]);
  });

  it('accepts a transcript only when non-empty after trimming and different from the previous one', async () => {
    const t = setup();
    await startActive(t);
    t.engine().sayFinal('   ');
    t.engine().sayFinal('  I lost 20% today  ');
    t.engine().sayFinal('I lost 20% today');
    t.engine().sayFinal('Breathe with me', 'assistant');
    t.engine().emit({
      type: 'message',
      message: { type: 'transcript', role: 'user', transcriptType: 'partial', transcript: 'I lo' },
    });
    expect(t.transcripts).toEqual([
      ['I lost 20% today', 'user'],
      ['Breathe with me', 'assistant'],
    ]);
    expect(t.session.getState().transcript).toBe('Breathe with me');
    // Only the user's words go back to the engine to be answered.
    expect(t.engine().answered).toEqual(['I lost 20% today']);
  });

  it('sends typed text down the same transcript path, only while active', async () => {
    const t = setup();
    expect(t.session.submitUserText('hello')).toBe(false);
    await startActive(t);
    expect(t.session.submitUserText('  hello  ')).toBe(true);
    expect(t.session.submitUserText('hello')).toBe(false);
    expect(t.engine().answered).toEqual(['hello']);
  });

  it('clamps the volume to 0..1 and resets it when the call ends', async () => {
    const t = setup();
    await startActive(t);
    t.engine().emit({ type: 'volume-level', volume: 0.4 });
    expect(t.session.getState().volume).toBe(0.4);
    t.engine().emit({ type: 'volume-level', volume: 3 });
    expect(t.session.getState().volume).toBe(1);
    t.engine().emit({ type: 'call-end' });
    expect(t.session.getState().volume).toBe(0);
  });

  it('describes nested SDK errors by their first message', () => {
    expect(describeError({ type: 'start-method-error', error: { message: { message: 'Invalid Key' } } })).toBe(
      'Invalid Key',
    );
    expect(describeError({ type: 'daily-error', error: { errorMsg: 'ejected' } })).toBe('ejected');
    expect(describeError({ type: 'start-method-error' })).toBe('start-method-error');
    expect(describeError(null)).toBe('Unknown voice error');
  });

  it('notifies subscribers on every change', async () => {
    const t = setup();
    const listener = vi.fn();
    const unsubscribe = t.session.subscribe(listener);
    await startActive(t);
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    t.session.stop();
    expect(listener).not.toHaveBeenCalled();
  });
});
