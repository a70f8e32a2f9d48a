import type { CrisisReplyText } from './reply-text';

/** The crisis reply in English. */
export const EN_REPLY: CrisisReplyText = {
  forSelf:
    "I'm really glad you told me, and I'm so sorry you're carrying this much pain right now. You matter far more than any trade, any loss or any number on a screen.",
  forOthers:
    "I can hear how much anger and pain you're holding right now, and I'm glad you said it here instead of acting on it. Feelings this strong deserve real support, right now.",
  emergencyFirst:
    'If you have already hurt yourself or you are in danger right now, please call {number} now, or ask someone near you to call.',
  emergencyServices: 'Emergency services, if anyone is in immediate danger',
  reachOut: 'Please talk to someone who can help you through this right now:',
  closing:
    "I'm an AI, not a counsellor, so please reach out to one of them or to someone you trust now, and stay near other people if you can. I'm still here to keep talking with you.",
  panelTitle: 'Help is here, right now',
};
