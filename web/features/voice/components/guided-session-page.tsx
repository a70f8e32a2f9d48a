import type { GuidedSession } from '@common/guided-sessions';
import { SessionRun } from '@web/features/exercises';
import { SessionMoodCheckins } from '@web/features/mood';
import { EmergencyQuietProvider, QuietDuringEmergency } from '@web/features/safety';
import { BackToDashboardLink } from '@web/components/back-to-dashboard-link';
import { BreathingPacerView } from '../breathing/breathing-pacer-view';
import { PHASE_CUES } from '../breathing/breathing-pacer';
import { useBreathingPacer } from '../breathing/use-breathing-pacer';
import { useVoiceSession } from '../hooks/use-voice-session';
import { scriptForSession } from '../scripts';
import { VoiceAvatar } from './voice-avatar';
import { VoiceConversation } from './voice-conversation';
import { VoicePrivacyNotice } from './voice-privacy-notice';
import { VoiceSessionControls } from './voice-session-controls';

/** One guided voice session (docs/product-behaviour.md's table): intro, Thera, controls, privacy notice. */
export function GuidedSessionPage({ session }: { session: GuidedSession }) {
  const script = scriptForSession(session.slug);
  const voice = useVoiceSession({ slug: session.slug, sessionTitle: session.title, script });
  const isBreathing = session.slug === 'breathing-exercise';
  const moment = useBreathingPacer(isBreathing && voice.isSessionActive, {
    onPhase: (phase) => voice.speakCue(PHASE_CUES[phase]),
    onDone: () => voice.speakCue('Well done. Your five minutes are complete.'),
  });

  return (
    <EmergencyQuietProvider>
      <section className="mx-auto flex w-full max-w-3xl flex-col items-center gap-6 px-4 py-8 sm:py-12">
        <BackToDashboardLink />
        <header className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight text-mist-100 sm:text-3xl">{session.title}</h1>
          <p className="mx-auto mt-3 max-w-xl text-mist-300">{script.intro}</p>
        </header>
        {isBreathing ? (
          <div className="flex flex-col items-center gap-4 sm:flex-row sm:gap-10">
            <VoiceAvatar volume={voice.volume} active={voice.isSessionActive} size={120} />
            <BreathingPacerView moment={moment} active={voice.isSessionActive} />
          </div>
        ) : (
          <VoiceAvatar volume={voice.volume} active={voice.isSessionActive} />
        )}
        <VoiceSessionControls
          labels={session}
          isConnecting={voice.isConnecting}
          isSessionActive={voice.isSessionActive}
          isListening={voice.isListening}
          onStart={() => void voice.start()}
          onStop={voice.stop}
        />
        {/* The run goes on, but its points copy stays out of sight while an emergency reply is shown. */}
        <QuietDuringEmergency>
          <SessionRun slug={session.slug} active={voice.isSessionActive} onNaturalEnd={voice.stop} />
        </QuietDuringEmergency>
        <SessionMoodCheckins active={voice.isSessionActive} />
        <VoiceConversation voice={voice} />
        <VoicePrivacyNotice />
      </section>
    </EmergencyQuietProvider>
  );
}
