import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import type { ExerciseSlug } from '@common/exercises';
import { getAppConfig } from '@web/lib/app-config';
import { chooseVoiceEngine } from '../engine/choose-engine';
import { askTheraByText, isCrisisReply } from '../lib/ask-thera';
import { reportClientError } from '../lib/report-client-error';
import type { VoiceScript } from '../scripts/voice-script';
import { VoiceSession } from '../session/voice-session';
import type { VoiceNotifier } from '../session/voice-toasts';

const sonnerNotifier: VoiceNotifier = {
  info: ({ title, description }) => toast(title, { description }),
  error: ({ title, description }) => toast.error(title, { description }),
};

export interface UseVoiceSessionOptions {
  slug?: ExerciseSlug;
  sessionTitle: string;
  script: VoiceScript;
}

/** React's view of one VoiceSession: its state, captions of what was said, and its controls. */
export function useVoiceSession({ slug, sessionTitle, script }: UseVoiceSessionOptions) {
  const [lastTheraLine, setLastTheraLine] = useState<string | null>(null);
  const [lastUserLine, setLastUserLine] = useState<string | null>(null);
  const [crisisReply, setCrisisReply] = useState<string | null>(null);

  const [session] = useState(
    () =>
      new VoiceSession({
        createEngine: chooseVoiceEngine({ voice: getAppConfig().voice, slug, sessionTitle, script, askThera: askTheraByText }),
        notifier: sonnerNotifier,
        reportError: reportClientError,
        onTranscript: (text, role) => {
          if (role === 'assistant') {
            setLastTheraLine(text);
            if (isCrisisReply(text)) setCrisisReply(text);
          } else {
            setLastUserLine(text);
          }
        },
      }),
  );
  const state = useSyncExternalStore(session.subscribe, session.getState);

  // Leaving the page hangs up.
  useEffect(() => () => session.stop(), [session]);

  const start = useCallback(() => {
    setLastTheraLine(null);
    setLastUserLine(null);
    return session.start();
  }, [session]);
  const stop = useCallback(() => session.stop(), [session]);
  const submitUserText = useCallback((text: string) => session.submitUserText(text), [session]);
  const speakCue = useCallback((text: string) => session.currentEngine?.speakCue?.(text), [session]);

  return { ...state, lastTheraLine, lastUserLine, crisisReply, start, stop, submitUserText, speakCue };
}

export type VoiceSessionView = ReturnType<typeof useVoiceSession>;
