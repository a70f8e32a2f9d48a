import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Bot, MessageSquareText, Mic } from 'lucide-react';
import { TheraAvatar } from '@web/components/thera/thera-avatar';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { VoiceChatPanel, VoicePrivacyNotice } from '@web/features/voice';
import { TiltCheckDialog } from '@web/features/mood';
import { EmergencyQuietProvider, QuietDuringEmergency } from '@web/features/safety';
import { CrisisSupportDialog } from './crisis-support-dialog';
import { TextChatPanel } from './text-chat-panel';

type ChatMode = 'voice' | 'text';

const MODE_DESCRIPTIONS: Record<ChatMode, string> = {
  voice: 'Talk with Thera out loud. Start a voice chat and speak freely; she listens and answers in her own voice.',
  text: 'Write to Thera at your own pace. She reads every word and answers with care.',
};

/** /chat for signed-in users: Thera by voice (the default) or by text, with help in reach. */
export function ChatPage() {
  const [mode, setMode] = useState<ChatMode>('voice');
  return (
    <EmergencyQuietProvider>
      <section className="mx-auto flex w-full max-w-3xl flex-col items-center gap-6 px-4 py-8 sm:py-12">
        <div className="flex w-full items-center justify-between gap-3">
          <Link to="/" className="inline-flex items-center gap-1.5 text-sm text-mist-300 hover:text-mist-100">
            <ArrowLeft aria-hidden className="size-4" />
            Back to Home
          </Link>
          <CrisisSupportDialog />
        </div>
        <header className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight text-mist-100 sm:text-3xl">Talk with Thera</h1>
          <p className="mx-auto mt-3 max-w-xl text-mist-300">A calm place to land, whatever the market did today.</p>
          {/* The pause before a revenge trade, where people come when the market hurts; not
              while an emergency reply is on screen: then nothing here is about trading. */}
          <QuietDuringEmergency>
            <div className="mt-4 flex justify-center">
              <TiltCheckDialog />
            </div>
          </QuietDuringEmergency>
        </header>
        <Tabs
          value={mode}
          onValueChange={(value) => setMode(value as ChatMode)}
          className="flex w-full flex-col items-center"
        >
          <TabsList aria-label="Chat mode">
            <TabsTrigger value="voice">
              <Mic aria-hidden />
              Voice Chat
            </TabsTrigger>
            <TabsTrigger value="text">
              <MessageSquareText aria-hidden />
              Text Chat
            </TabsTrigger>
          </TabsList>
          <p className="mt-4 max-w-xl text-center text-sm text-mist-300" data-testid="chat-mode-description">
            {MODE_DESCRIPTIONS[mode]}
          </p>
          <TabsContent value="voice" className="w-full">
            <VoiceChatPanel />
          </TabsContent>
          <TabsContent value="text" className="flex w-full flex-col items-center gap-6">
            <TheraAvatar size={96} />
            <TextChatPanel />
          </TabsContent>
        </Tabs>
        <p className="flex max-w-xl items-start gap-2 text-xs leading-relaxed text-mist-300">
          <Bot aria-hidden className="mt-0.5 size-4 shrink-0 text-lavender-300" />
          <span>
            Thera is an AI companion, not a therapist or a human. She can listen and guide, but she cannot diagnose or
            treat.
          </span>
        </p>
        <VoicePrivacyNotice />
      </section>
    </EmergencyQuietProvider>
  );
}
