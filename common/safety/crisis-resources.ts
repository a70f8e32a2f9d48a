/**
 * Crisis resources shown in Thera's fixed crisis reply and in the /chat "Crisis support" panel.
 * One list, so the reply and the always-visible control can never disagree.
 */
export interface CrisisResource {
  name: string;
  /** What to do, in a few words (call, text, visit). */
  action: string;
  /** A tel:, sms: or https: link the browser can open. */
  href: string;
}

export const CRISIS_RESOURCES: readonly CrisisResource[] = [
  { name: '988 Suicide & Crisis Lifeline (US)', action: 'Call or text 988', href: 'tel:988' },
  { name: '988 Lifeline chat', action: 'Chat at 988lifeline.org', href: 'https://988lifeline.org' },
  { name: 'Crisis Text Line (US)', action: 'Text HOME to 741741', href: 'sms:741741?body=HOME' },
  { name: 'Emergency services', action: 'Call 911 (US) or your local emergency number', href: 'tel:911' },
  { name: 'Outside the US', action: 'Find a free helpline at findahelpline.com', href: 'https://findahelpline.com' },
  {
    name: 'National Problem Gambling Helpline (US)',
    action: 'Call or text 1-800-522-4700, 24/7',
    href: 'tel:18005224700',
  },
];
