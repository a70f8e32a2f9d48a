import { ShieldCheck } from 'lucide-react';

/** The spec's privacy notice for every voice screen. */
export function VoicePrivacyNotice() {
  return (
    <p className="flex max-w-xl items-start gap-2 text-xs leading-relaxed text-mist-300">
      <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-sea-300" />
      <span>
        Voice conversations are processed securely and not stored. If you are in a mental-health crisis, please contact a
        mental-health professional or a crisis hotline (call or text 988 in the US).
      </span>
    </p>
  );
}
