import { useVoiceSession } from '../hooks/use-voice-session';
import { mainTheraScript } from '../scripts';
import { VoiceAvatar } from './voice-avatar';
import { VoiceConversation } from './voice-conversation';
import { VoiceSessionControls, type VoiceSessionLabels } from './voice-session-controls';

const MAIN_THERA_LABELS: VoiceSessionLabels = {
  startLabel: 'Start Voice Chat',
  endLabel: 'End Conversation',
  listeningBadge: 'Listening...',
  speakingBadge: 'Speaking...',
};

/** Voice mode of /chat: Thera's image with the voice, start/end control, badge and captions. */
export function VoiceChatPanel() {
  const voice = useVoiceSession({ sessionTitle: 'Main Thera', script: mainTheraScript });
  return (
    <div className="flex flex-col items-center gap-6" data-testid="voice-chat-panel">
      <VoiceAvatar volume={voice.volume} active={voice.isSessionActive} />
      <VoiceSessionControls
        labels={MAIN_THERA_LABELS}
        isConnecting={voice.isConnecting}
        isSessionActive={voice.isSessionActive}
        isListening={voice.isListening}
        onStart={() => void voice.start()}
        onStop={voice.stop}
      />
      <VoiceConversation voice={voice} />
    </div>
  );
}
