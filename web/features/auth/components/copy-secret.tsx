import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** The TOTP secret for typing into an app by hand, with a copy button. */
export function CopySecret({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex items-center gap-2 rounded-xl border border-ink-600 bg-ink-950/60 p-2 pl-3">
      <code aria-label="Secret key" className="min-w-0 flex-1 font-mono text-sm break-all text-mist-100">
        {secret}
      </code>
      <Button
        variant="ghost"
        size="sm"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(secret);
            setCopied(true);
          } catch {
            setCopied(false);
          }
        }}
      >
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </div>
  );
}
