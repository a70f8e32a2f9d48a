import { useState, type ReactNode } from 'react';
import { MoodCheckinForm } from './mood-checkin-form';

type Prompt = 'before' | 'during' | 'after' | 'none';

/**
 * The check-ins around a guided session: one offered before it starts, one after it ends.
 * Both are skippable, and starting the session simply passes the first one by.
 */
export function SessionMoodCheckins({ active }: { active: boolean }) {
  const [prompt, setPrompt] = useState<Prompt>('before');
  const [wasActive, setWasActive] = useState(active);
  // Follow the call's start and end while rendering (React's "adjust state on prop change").
  if (active !== wasActive) {
    setWasActive(active);
    setPrompt(active ? 'during' : 'after');
  }

  if (prompt === 'before' && !active) {
    return (
      <SessionCheckinPanel>
        <MoodCheckinForm
          context="before_session"
          question="Before you start: how are you feeling?"
          onSaved={() => setPrompt('none')}
          onSkip={() => setPrompt('none')}
        />
      </SessionCheckinPanel>
    );
  }
  if (prompt === 'after') {
    return (
      <SessionCheckinPanel>
        <MoodCheckinForm
          context="after_session"
          question="How are you feeling now?"
          onSaved={() => setPrompt('none')}
          onSkip={() => setPrompt('none')}
        />
      </SessionCheckinPanel>
    );
  }
  return null;
}

function SessionCheckinPanel({ children }: { children: ReactNode }) {
  return (
    <div
      className="w-full max-w-md rounded-2xl border border-ink-700/80 bg-ink-800/60 p-4 sm:p-5"
      data-testid="session-checkin"
    >
      {children}
    </div>
  );
}
