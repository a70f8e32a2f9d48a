import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { AiDisclosureNote } from '@web/components/thera/ai-disclosure-note';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { CrisisHelpCard, useReportEmergency } from '@web/features/safety';
import type { VoiceSessionView } from '../hooks/use-voice-session';

/**
 * What was said, on screen (captions, and the crisis reply kept visible), plus a text input
 * that feeds the same transcript path for people whose browser cannot hear them.
 */
export function VoiceConversation({ voice }: { voice: VoiceSessionView }) {
  const [draft, setDraft] = useState('');
  useReportEmergency(voice.crisis?.level === 'emergency');
  const showTyping = voice.isSessionActive && voice.engineKind === 'browser';
  // The crisis reply stands in its own card above; its spoken words are not printed twice.
  const theraCaption = voice.crisis ? null : voice.lastTheraLine;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (voice.submitUserText(draft)) setDraft('');
  };

  return (
    <div className="flex w-full max-w-xl flex-col gap-3">
      {voice.isSessionActive && voice.disclosure && (
        <AiDisclosureNote text={voice.disclosure} testId="voice-ai-disclosure" />
      )}
      {voice.crisis?.help && (
        <CrisisHelpCard safety={voice.crisis} help={voice.crisis.help} testId="voice-crisis-reply" />
      )}
      {voice.isSessionActive && (voice.lastUserLine || theraCaption) && (
        <div className="space-y-2 rounded-2xl border border-ink-700 bg-ink-800/60 p-4 text-sm" aria-live="polite">
          {voice.lastUserLine && (
            <p className="text-mist-300">
              <span className="font-medium text-mist-200">You: </span>
              {voice.lastUserLine}
            </p>
          )}
          {theraCaption && (
            <p data-testid="thera-caption" className="whitespace-pre-line">
              <span className="font-medium text-sea-300">Thera: </span>
              {theraCaption}
            </p>
          )}
        </div>
      )}
      {showTyping && (
        <form onSubmit={submit} className="flex flex-col gap-2">
          {!voice.canHearUser && (
            <p className="text-sm text-mist-300" role="status">
              Your browser can&apos;t hear you here, so type to Thera instead. She will still answer out loud.
            </p>
          )}
          <div className="flex gap-2">
            <Input
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="Type to Thera..."
              aria-label="Type to Thera"
              maxLength={2000}
            />
            <Button type="submit" size="icon" aria-label="Send to Thera" disabled={draft.trim() === ''}>
              <Send aria-hidden />
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
