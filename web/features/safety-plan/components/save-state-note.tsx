import { Button } from '@web/components/ui/button';
import type { SaveState } from '../use-safety-plan-editor';

const WORDS: Record<Exclude<SaveState, 'failed'>, string> = {
  loading: 'Loading your plan…',
  waiting: 'Saving as you type…',
  saving: 'Saving…',
  saved: 'Saved',
};

/** Where the plan stands, said quietly (a polite live region, never an alert while someone types). */
export function SaveStateNote({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  return (
    <p
      role="status"
      className="flex min-h-9 items-center gap-2 text-sm text-mist-300"
      data-testid="plan-save-state"
      data-state={state}
    >
      {state === 'failed' ? (
        <>
          Not saved yet: your words are kept on this device.
          <Button variant="ghost" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </>
      ) : (
        WORDS[state]
      )}
    </p>
  );
}
