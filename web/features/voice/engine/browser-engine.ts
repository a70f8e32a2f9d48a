import { AI_DISCLOSURE_TEXT } from '@common/ai-disclosure';
import type { ChatHistoryEntry, ChatReply } from '@common/chat';
import { createDisclosureClock } from '@web/lib/disclosure-clock';
import { rootMeanSquare, startAudioLevelMonitor, type AudioLevelMonitor } from '../audio/audio-level-monitor';
import type { ScriptLine, VoiceScript } from '../scripts/voice-script';
import { createSentenceSplitter } from '../lib/sentence-splitter';
import { openingWithDisclosure } from '../lib/opening-with-disclosure';
import type { EmitVoiceEvent, VoiceEngine } from './voice-engine';
import type { SpeechRecognitionConstructor, SpeechRecognitionLike } from './browser-speech';

/** One earlier message, as chat-with-ai takes it (common/chat.ts). */
export type ChatTurn = ChatHistoryEntry;

/**
 * Thera's reply to `message` (chat-with-ai, which runs the risk screen first) and its safety
 * flag; `onDisclosure` gets the AI disclosure when the server says it is due, before
 * `onDelta` gets the reply's words as they are written (a crisis reply comes whole, with none);
 * null when `signal` stopped it. web/lib/chat-client.ts is the real one.
 */
export type AskThera = (
  message: string,
  conversationHistory: ChatTurn[],
  options?: {
    sinceDisclosureMs?: number;
    onDisclosure?: (text: string) => void;
    onDelta?: (text: string) => void;
    signal?: AbortSignal;
  },
) => Promise<ChatReply | null>;

export interface BrowserEngineOptions {
  emit: EmitVoiceEvent;
  script: VoiceScript;
  /** "5-Minute Guided Breathing with Thera", or "Main Thera" for /chat. */
  sessionTitle: string;
  askThera: AskThera;
  synthesis: SpeechSynthesis;
  Recognition?: SpeechRecognitionConstructor;
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  createAudioContext?: () => AudioContext;
}

/** Shown and spoken when chat-with-ai cannot answer (e.g. still a stub returning 503). */
export const THERA_UNAVAILABLE_LINE = "I'm having trouble finding my words right now. Please try again in a moment.";

/** Recognition errors after which the browser will not hear the user this session. */
const FATAL_RECOGNITION_ERRORS = new Set([
  'not-allowed',
  'service-not-allowed',
  'network',
  'audio-capture',
  'language-not-supported',
]);
const MAX_HISTORY_TURNS = 20;
/** After the user's speech ends with no words recognised, how long until they have the floor again. */
export const FLOOR_RETURN_MS = 4000;

/**
 * The default engine (no keys): Thera speaks with speechSynthesis at a human pace, hears the
 * user through SpeechRecognition where the browser has it, and measures the microphone with
 * Web Audio for the volume visual and the turn-taking events (section 9's rules).
 */
export function createBrowserEngine(options: BrowserEngineOptions): VoiceEngine {
  const { emit, synthesis, script } = options;
  let running = false;
  let theraSpeaking = false;
  let stream: MediaStream | null = null;
  let audioContext: AudioContext | null = null;
  let monitor: AudioLevelMonitor | null = null;
  let recognition: SpeechRecognitionLike | null = null;
  let canHear = options.Recognition !== undefined;
  /** Thera says she is an AI as the call opens; chat-with-ai asks for it again three hours on. */
  const disclosureClock = createDisclosureClock();
  // The opening lines are Thera's first turn: chat-with-ai then knows which session this is.
  const history: ChatTurn[] = [
    {
      role: 'assistant',
      content: `(Guided voice session: ${options.sessionTitle}.) ${script.opening.map((line) => line.text).join(' ')}`,
    },
  ];
  let replies: Promise<void> = Promise.resolve();
  let pendingReplies = 0;
  /** Stops the reply being written when the user speaks again or hangs up. */
  let replyInFlight: AbortController | null = null;
  let floorTimer: ReturnType<typeof setTimeout> | undefined;
  /** Everything Thera says goes through one queue, so lines, replies and cues never overlap. */
  let speechQueue: Promise<void> = Promise.resolve();
  /** Turns queued or being spoken; a timed cue is dropped rather than spoken late. */
  let queuedTurns = 0;

  /** Wakes every pending pause and line, so an interruption or a hang-up never waits them out. */
  const wakers = new Set<() => void>();
  let interruptions = 0;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      wakers.add(wake);
    });

  /** The user spoke or typed: Thera stops the rest of what she was saying and listens. */
  const interrupt = () => {
    interruptions++;
    synthesis.cancel();
    for (const wake of [...wakers]) wake();
  };

  /** Speaks one line and resolves when it is done (or failed, or clearly should have ended). */
  const speakLine = (text: string) =>
    new Promise<void>((resolve) => {
      if (!running) return resolve();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.rate = 0.92;
      utterance.pitch = 1;
      let settled = false;
      // Some browsers (and headless ones with no voices) never fire 'end': do not hang the session.
      const fallback = setTimeout(finish, 2500 + text.length * 90);
      function finish() {
        if (settled) return;
        settled = true;
        clearTimeout(fallback);
        wakers.delete(finish);
        emit({ type: 'volume-level', volume: 0 });
        resolve();
      }
      utterance.onstart = () => emit({ type: 'volume-level', volume: 0.5 });
      // Word boundaries are the only "level" synthesis gives us: pulse Thera's image with them.
      utterance.onboundary = () => emit({ type: 'volume-level', volume: 0.55 + Math.random() * 0.35 });
      utterance.onend = finish;
      utterance.onerror = finish;
      wakers.add(finish);
      synthesis.speak(utterance);
    });

  const say = (lines: readonly ScriptLine[]) => {
    queuedTurns++;
    speechQueue = speechQueue.then(() => theraSays(lines)).finally(() => queuedTurns--);
    return speechQueue;
  };

  /** Thera's turn: the user is not listened to while she talks, then gets the floor back. */
  const theraSays = async (lines: readonly ScriptLine[]) => {
    if (!running) return;
    const turn = interruptions;
    theraSpeaking = true;
    pauseRecognition();
    emit({ type: 'speech-end' });
    for (const line of lines) {
      if (!running) return;
      if (turn !== interruptions) break;
      emit({
        type: 'message',
        message: {
          type: 'transcript',
          role: 'assistant',
          transcriptType: 'final',
          transcript: line.caption ?? line.text,
        },
      });
      await speakLine(line.text);
      if (turn !== interruptions) break;
      if (line.pauseAfterMs > 0) await wait(line.pauseAfterMs);
    }
    if (!running) return;
    theraSpeaking = false;
    emit({ type: 'speech-start' });
    resumeRecognition();
  };

  const startMicrophone = async () => {
    if (!options.getUserMedia || !options.createAudioContext) return;
    try {
      stream = await options.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch {
      // No microphone (or permission refused): Thera still speaks and the user can type.
      setHearing(false);
      return;
    }
    audioContext = options.createAudioContext();
    const analyser = audioContext.createAnalyser();
    analyser.fftSize = 1024;
    audioContext.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    monitor = startAudioLevelMonitor({
      readLevel: () => {
        analyser.getFloatTimeDomainData(samples);
        return rootMeanSquare(samples);
      },
      onVolume: (volume) => {
        if (!theraSpeaking) emit({ type: 'volume-level', volume });
      },
      // Thera's own voice in the speakers must not count as the user's turn.
      onSpeechStart: () => {
        if (!theraSpeaking) emit({ type: 'speech-start' });
      },
      // The user's silence ends their turn only when something will answer it: a browser that
      // cannot hear them will not reply to sound, and a noise that gave no words hands the
      // floor back after a moment rather than leaving "Speaking..." up with nobody speaking.
      onSpeechEnd: () => {
        if (theraSpeaking || !canHear) return;
        emit({ type: 'speech-end' });
        clearTimeout(floorTimer);
        floorTimer = setTimeout(() => {
          if (running && !theraSpeaking && pendingReplies === 0) emit({ type: 'speech-start' });
        }, FLOOR_RETURN_MS);
      },
    });
  };

  const setHearing = (available: boolean) => {
    if (canHear === available) return;
    canHear = available;
    emit({ type: 'hearing-change', canHearUser: available });
  };

  const startRecognition = () => {
    if (!options.Recognition || !canHear || recognition) return;
    const instance = new options.Recognition();
    instance.continuous = true;
    instance.interimResults = false;
    instance.lang = 'en-US';
    instance.onresult = (event) => {
      if (theraSpeaking) return;
      for (let index = event.resultIndex; index < event.results.length; index++) {
        const result = event.results[index];
        if (result?.isFinal) {
          emit({
            type: 'message',
            message: { type: 'transcript', role: 'user', transcriptType: 'final', transcript: result[0].transcript },
          });
        }
      }
    };
    instance.onerror = (event) => {
      if (FATAL_RECOGNITION_ERRORS.has(event.error)) setHearing(false);
    };
    // Chromium ends "continuous" recognition after a silence: listen again while it is our turn.
    instance.onend = () => {
      if (recognition === instance) recognition = null;
      if (running && !theraSpeaking && canHear) startRecognition();
    };
    recognition = instance;
    try {
      instance.start();
    } catch {
      recognition = null;
      setHearing(false);
    }
  };

  const pauseRecognition = () => {
    const instance = recognition;
    recognition = null;
    instance?.abort();
  };

  const resumeRecognition = () => startRecognition();

  return {
    kind: 'browser',
    get canHearUser() {
      return canHear;
    },
    async start() {
      running = true;
      await startMicrophone();
      if (!running) return;
      emit({ type: 'call-start' });
      if (!canHear) emit({ type: 'hearing-change', canHearUser: false });
      void say(openingWithDisclosure(script.opening));
      disclosureClock.markShown();
      emit({ type: 'disclosure', text: AI_DISCLOSURE_TEXT });
    },
    stop() {
      if (!running) return;
      running = false;
      replyInFlight?.abort();
      theraSpeaking = false;
      synthesis.cancel();
      pauseRecognition();
      monitor?.stop();
      clearTimeout(floorTimer);
      for (const wake of [...wakers]) wake();
      for (const track of stream?.getTracks() ?? []) track.stop();
      void audioContext?.close().catch(() => undefined);
      emit({ type: 'call-end' });
    },
    answerUserTranscript(text) {
      interrupt();
      replyInFlight?.abort();
      pendingReplies++;
      // One reply at a time, in order, whatever the network does.
      replies = replies
        .then(async () => {
          if (!running) return;
          const turn = interruptions;
          const earlier = history.slice(-MAX_HISTORY_TURNS);
          history.push({ role: 'user', content: text });
          const stop = new AbortController();
          replyInFlight = stop;
          // Each sentence is spoken as soon as it is complete, while the rest is still written.
          const sentences = createSentenceSplitter();
          /** Whether any of the reply itself (not the disclosure before it) has been said. */
          let spokeAny = false;
          // The caption grows with the reply, so the whole answer stays on screen once it is said.
          let saidSoFar = '';
          const sayOnCaption = (sentence: string) => {
            if (!running || turn !== interruptions || sentence === '') return false;
            saidSoFar = saidSoFar === '' ? sentence : `${saidSoFar} ${sentence}`;
            void say([{ text: sentence, pauseAfterMs: 0, caption: saidSoFar }]);
            return true;
          };
          const speak = (sentence: string) => {
            if (sayOnCaption(sentence)) spokeAny = true;
          };
          // Said first, before the reply's first sentence, and shown as long as the call lasts.
          const disclose = (disclosure: string) => {
            if (!sayOnCaption(disclosure)) return;
            disclosureClock.markShown();
            emit({ type: 'disclosure', text: disclosure });
          };
          let reply = '';
          try {
            const answer = await options.askThera(text, earlier, {
              sinceDisclosureMs: disclosureClock.sinceShownMs(),
              onDisclosure: disclose,
              onDelta: (piece) => sentences.push(piece).forEach(speak),
              signal: stop.signal,
            });
            if (answer === null) return;
            reply = answer.response.trim();
            if (running) emit({ type: 'safety', safety: answer.safety });
          } catch {
            reply = '';
          } finally {
            if (replyInFlight === stop) replyInFlight = null;
          }
          if (!running || turn !== interruptions) return;
          if (reply !== '') history.push({ role: 'assistant', content: reply });
          // Nothing spoken yet (a crisis reply, a reply in one piece, or a failure): say it whole.
          if (!spokeAny) speak(reply === '' ? THERA_UNAVAILABLE_LINE : reply);
          else speak(sentences.flush());
          await speechQueue;
        })
        .finally(() => pendingReplies--);
    },
    speakCue(text) {
      if (running && queuedTurns === 0) void say([{ text, pauseAfterMs: 0 }]);
    },
  };
}
