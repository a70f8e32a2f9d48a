import { ShieldCheck } from 'lucide-react';
import { getAppConfig } from '@web/lib/app-config';

/**
 * What still leaves the browser on a Vapi call (docs/product-behaviour.md: say what a vendor SDK reports).
 * daily-js has no switch for its error reports to its own tracker; our CSP refuses them.
 */
export const VAPI_PRIVACY_NOTE =
  "Voice calls run through our voice providers, Vapi and Daily, who hear your voice to carry the call. Daily's call software also sends Daily its own connection and call-quality logs; its error reports to an outside tracker are blocked.";

/** The product's privacy notice for every voice screen, plus what a Vapi call shares when Vapi is on. */
export function VoicePrivacyNotice() {
  const throughVapi = getAppConfig().voice.vapiPublicKey !== null;
  return (
    <p
      className="flex max-w-xl items-start gap-2 text-xs leading-relaxed text-mist-300"
      data-testid="voice-privacy-notice"
    >
      <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-sea-300" />
      <span>
        Voice conversations are processed securely and not stored. If you are in a mental-health crisis, please contact
        a mental-health professional or a crisis hotline (call or text 988 in the US).
        {throughVapi && ` ${VAPI_PRIVACY_NOTE}`}
      </span>
    </p>
  );
}
