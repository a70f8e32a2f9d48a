import type { ExerciseSlug } from './exercises';

/** The guided voice-session pages, as product-spec.md section 2's table gives them. */
export interface GuidedSession {
  slug: ExerciseSlug;
  route: `/${ExerciseSlug}`;
  /** The page title, also used in 'Please log in to access <session name>'. */
  title: string;
  startLabel: string;
  endLabel: string;
  /** Badge while the user is heard. */
  listeningBadge: string;
  /** Badge while Thera talks. */
  speakingBadge: string;
}

export const GUIDED_SESSIONS: readonly GuidedSession[] = [
  {
    slug: 'breathing-exercise',
    route: '/breathing-exercise',
    title: '5-Minute Guided Breathing with Thera',
    startLabel: 'Begin Breathing Exercise',
    endLabel: 'End Exercise',
    listeningBadge: 'Listening...',
    speakingBadge: 'Guiding breath...',
  },
  {
    slug: 'motivation-thera',
    route: '/motivation-thera',
    title: 'Motivation',
    startLabel: 'Get Motivated',
    endLabel: 'End Conversation',
    listeningBadge: 'Listening...',
    speakingBadge: 'Speaking...',
  },
  {
    slug: 'mindfulness-meditation',
    route: '/mindfulness-meditation',
    title: 'Mindfulness Meditation with Thera',
    startLabel: 'Begin Mindfulness Session',
    endLabel: 'End Session',
    listeningBadge: 'Listening...',
    speakingBadge: 'Guiding...',
  },
  {
    slug: 'resilience-building',
    route: '/resilience-building',
    title: 'Resilience Building with Thera',
    startLabel: 'Start Resilience Session',
    endLabel: 'End Session',
    listeningBadge: 'Listening...',
    speakingBadge: 'Building strength...',
  },
  {
    slug: 'crypto-stress-release',
    route: '/crypto-stress-release',
    title: 'Crypto Stress Release with Thera',
    startLabel: 'Start Stress Release',
    endLabel: 'End Session',
    listeningBadge: 'Listening...',
    speakingBadge: 'Releasing stress...',
  },
  {
    slug: 'decision-clarity',
    route: '/decision-clarity',
    title: 'Decision Clarity with Thera',
    startLabel: 'Start Clarity Session',
    endLabel: 'End Session',
    listeningBadge: 'Listening...',
    speakingBadge: 'Clarifying thoughts...',
  },
];

export function findGuidedSession(slug: string): GuidedSession | undefined {
  return GUIDED_SESSIONS.find((session) => session.slug === slug);
}
