import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import type { ChatSafety } from '@common/chat';
import type { ExerciseSlug } from '@common/exercises';
import { getAppConfig } from '@web/lib/app-config';
import { sendChatMessage } from '@web/lib/chat-client';
import { screenTranscript } from '@web/features/safety';
import { chooseVoiceEngine } from '../engine/choose-engine';
import { reportClientError } from '../lib/report-client-error';
import type { VoiceScript } from '../scripts/voice-script';
import { VoiceSession } from '../session/voice-session';
import type { VoiceNotifier } from '../session/voice-toasts';

const sonnerNotifier: VoiceNotifier = {
  info: ({ title, description }) => toast(title, { description }),
  error: ({ title, description }) => toast.error(title, { description }),
};

/** How many of the person's earlier spoken turns the in-browser screen reads as context. */
const SCREENED_USER_TURNS = 5;

export interface UseVoiceSessionOptions {
  slug?: ExerciseSlug;
  sessionTitle: string;
  script: VoiceScript;
}

/**
 * React's view of one VoiceSession: its state, captions of what was said, its controls, and
 * the crisis help the risk screen called for (it stays on screen, not only spoken).
 */
export function useVoiceSession({ slug, sessionTitle, script }: UseVoiceSessionOptions) {
  const [lastTheraLine, setLastTheraLine] = useState<string | null>(null);
  const [lastUserLine, setLastUserLine] = useState<string | null>(null);
  const [crisis, setCrisis] = useState<ChatSafety | null>(null);
  /** Thera's AI disclosure, once she has said it this call: it stays on screen while the call lasts. */
  const [disclosure, setDisclosure] = useState<string | null>(null);

  const [{ session, forgetTurns }] = useState(() => {
    // What the person said this call, for the in-browser screen's context; never stored.
    const userTurns: string[] = [];
    const showIfCrisis = (safety: ChatSafety) => {
      if (safety.help) setCrisis(safety);
    };
    const voiceSession: VoiceSession = new VoiceSession({
      // The browser engine asks chat-with-ai through the same client as text chat.
      createEngine: chooseVoiceEngine({
        voice: getAppConfig().voice,
        slug,
        sessionTitle,
        script,
        askThera: sendChatMessage,
      }),
      notifier: sonnerNotifier,
      reportError: reportClientError,
      onSafety: showIfCrisis,
      onDisclosure: setDisclosure,
      onTranscript: (text, role) => {
        if (role === 'assistant') {
          setLastTheraLine(text);
          return;
        }
        setLastUserLine(text);
        // The browser engine asks chat-with-ai, which screens and reports through onSafety;
        // on Vapi nothing reaches our server, so the same screen runs here.
        if (voiceSession.currentEngine?.kind === 'vapi') {
          const earlier = userTurns.slice(-SCREENED_USER_TURNS);
          void screenTranscript(text, earlier).then(showIfCrisis);
        }
        userTurns.push(text);
      },
    });
    return { session: voiceSession, forgetTurns: () => userTurns.splice(0) };
  });
  const state = useSyncExternalStore(session.subscribe, session.getState);

  // Leaving the page hangs up.
  useEffect(() => () => session.stop(), [session]);

  const start = useCallback(() => {
    setLastTheraLine(null);
    setLastUserLine(null);
    setDisclosure(null);
    forgetTurns();
    return session.start();
  }, [session, forgetTurns]);
  const stop = useCallback(() => session.stop(), [session]);
  const submitUserText = useCallback((text: string) => session.submitUserText(text), [session]);
  const speakCue = useCallback((text: string) => session.currentEngine?.speakCue?.(text), [session]);

  return { ...state, lastTheraLine, lastUserLine, crisis, disclosure, start, stop, submitUserText, speakCue };
}

export type VoiceSessionView = ReturnType<typeof useVoiceSession>;
