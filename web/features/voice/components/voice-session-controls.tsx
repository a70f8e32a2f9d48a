import { Mic } from 'lucide-react';
import { PhoneOff } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';

export interface VoiceSessionLabels {
  startLabel: string;
  endLabel: string;
  listeningBadge: string;
  speakingBadge: string;
}

/** Start / 'Connecting...' / end, and while active the Listening / Speaking badge. */
export function VoiceSessionControls({
  labels,
  isConnecting,
  isSessionActive,
  isListening,
  onStart,
  onStop,
}: {
  labels: VoiceSessionLabels;
  isConnecting: boolean;
  isSessionActive: boolean;
  isListening: boolean;
  onStart: () => void;
  onStop: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-3">
      {isSessionActive ? (
        // Distinct keys: the end button is a new element, not the start button changing colour.
        <Button key="end" size="lg" variant="danger" onClick={onStop}>
          <PhoneOff aria-hidden />
          {labels.endLabel}
        </Button>
      ) : (
        <Button key="start" size="lg" onClick={onStart} disabled={isConnecting}>
          <Mic aria-hidden />
          {isConnecting ? 'Connecting...' : labels.startLabel}
        </Button>
      )}
      <div className="h-6" aria-live="polite">
        {isSessionActive && (
          <Badge variant={isListening ? 'live' : 'soon'} data-testid="voice-badge">
            {isListening ? labels.listeningBadge : labels.speakingBadge}
          </Badge>
        )}
      </div>
    </div>
  );
}
