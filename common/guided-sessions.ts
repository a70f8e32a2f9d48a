/**
 * The one definition of each guided session (docs/guided-sessions.md). Everything else derives
 * from it: the exercise catalogue (common/exercises.ts: dashboard cards, landing teaser, points),
 * the session pages' labels (GUIDED_SESSIONS below), the Vapi assistant variable server/config.ts
 * reads for each session, and the database seed, which a test checks against this list
 * (server/db/guided-session-seed.test.ts). What Thera says in a session lives beside the voice
 * engine (web/features/voice/scripts/), keyed by the slug: a missing script is a type error.
 */
export type ExerciseCategory = 'stress' | 'mindfulness' | 'focus' | 'resilience' | 'motivation' | 'clarity';
export type ExerciseDifficulty = 'beginner' | 'intermediate' | 'advanced';

/** An exercise as the catalogue shows it (common/exercises.ts) and the seed stores it. */
export interface ExerciseCatalogueEntry {
  title: string;
  description: string;
  category: ExerciseCategory;
  difficulty: ExerciseDifficulty;
  durationMinutes: number;
  pointsReward: number;
}

interface GuidedSessionDefinition {
  /** The URL segment of the session page, and the key of its script and Vapi assistant. */
  slug: string;
  /** Stable uuid of the seeded mental_health_exercises row (never change it once shipped). */
  id: string;
  /** How the exercise appears in the catalogue (and in the seeded row). */
  catalogue: ExerciseCatalogueEntry;
  /** The session page: its title (also in 'Please log in to access <title>'), buttons and badges. */
  page: { title: string; startLabel: string; endLabel: string; listeningBadge: string; speakingBadge: string };
  /** The environment variable that may name a Vapi assistant for this session (.env.example). */
  vapiAssistantEnv: `VAPI_ASSISTANT_${string}`;
}

export const GUIDED_SESSION_DEFINITIONS = [
  {
    slug: 'breathing-exercise',
    id: '5a1c0b5e-0001-4c1e-9a11-000000000001',
    catalogue: {
      title: '5-Minute Breathing Exercise',
      description: 'Slow, paced breathing with Thera to settle your nervous system after a volatile session.',
      category: 'stress',
      difficulty: 'beginner',
      durationMinutes: 5,
      pointsReward: 10,
    },
    page: {
      title: '5-Minute Guided Breathing with Thera',
      startLabel: 'Begin Breathing Exercise',
      endLabel: 'End Exercise',
      listeningBadge: 'Listening...',
      speakingBadge: 'Guiding breath...',
    },
    vapiAssistantEnv: 'VAPI_ASSISTANT_BREATHING',
  },
  {
    slug: 'mindfulness-meditation',
    id: '5a1c0b5e-0002-4c1e-9a11-000000000002',
    catalogue: {
      title: 'Mindfulness Meditation',
      description: 'Step back from the charts and notice your thoughts without acting on them.',
      category: 'mindfulness',
      difficulty: 'beginner',
      durationMinutes: 10,
      pointsReward: 15,
    },
    page: {
      title: 'Mindfulness Meditation with Thera',
      startLabel: 'Begin Mindfulness Session',
      endLabel: 'End Session',
      listeningBadge: 'Listening...',
      speakingBadge: 'Guiding...',
    },
    vapiAssistantEnv: 'VAPI_ASSISTANT_MINDFULNESS',
  },
  {
    slug: 'motivation-thera',
    id: '5a1c0b5e-0003-4c1e-9a11-000000000003',
    catalogue: {
      title: 'Motivation',
      description: 'Reconnect with why you trade and what you want beyond the next candle.',
      category: 'motivation',
      difficulty: 'beginner',
      durationMinutes: 10,
      pointsReward: 15,
    },
    page: {
      title: 'Motivation',
      startLabel: 'Get Motivated',
      endLabel: 'End Conversation',
      listeningBadge: 'Listening...',
      speakingBadge: 'Speaking...',
    },
    vapiAssistantEnv: 'VAPI_ASSISTANT_MOTIVATION',
  },
  {
    slug: 'resilience-building',
    id: '5a1c0b5e-0004-4c1e-9a11-000000000004',
    catalogue: {
      title: 'Resilience Building',
      description: 'Turn drawdowns into lessons and build the steadiness to stick to your plan.',
      category: 'resilience',
      difficulty: 'intermediate',
      durationMinutes: 15,
      pointsReward: 20,
    },
    page: {
      title: 'Resilience Building with Thera',
      startLabel: 'Start Resilience Session',
      endLabel: 'End Session',
      listeningBadge: 'Listening...',
      speakingBadge: 'Building strength...',
    },
    vapiAssistantEnv: 'VAPI_ASSISTANT_RESILIENCE',
  },
  {
    slug: 'crypto-stress-release',
    id: '5a1c0b5e-0005-4c1e-9a11-000000000005',
    catalogue: {
      title: 'Crypto Stress Release',
      description: 'Let go of the tension a red day leaves in your body and your head.',
      category: 'stress',
      difficulty: 'beginner',
      durationMinutes: 12,
      pointsReward: 18,
    },
    page: {
      title: 'Crypto Stress Release with Thera',
      startLabel: 'Start Stress Release',
      endLabel: 'End Session',
      listeningBadge: 'Listening...',
      speakingBadge: 'Releasing stress...',
    },
    vapiAssistantEnv: 'VAPI_ASSISTANT_STRESS_RELEASE',
  },
  {
    slug: 'decision-clarity',
    id: '5a1c0b5e-0006-4c1e-9a11-000000000006',
    catalogue: {
      title: 'Decision Clarity',
      description: 'Slow down a big decision: separate the facts, the feelings and the plan.',
      category: 'clarity',
      difficulty: 'intermediate',
      durationMinutes: 15,
      pointsReward: 20,
    },
    page: {
      title: 'Decision Clarity with Thera',
      startLabel: 'Start Clarity Session',
      endLabel: 'End Session',
      listeningBadge: 'Listening...',
      speakingBadge: 'Clarifying thoughts...',
    },
    vapiAssistantEnv: 'VAPI_ASSISTANT_DECISION_CLARITY',
  },
] as const satisfies readonly GuidedSessionDefinition[];

export type ExerciseSlug = (typeof GUIDED_SESSION_DEFINITIONS)[number]['slug'];

/** A guided session page's labels (the page is at `route`). */
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

export const GUIDED_SESSIONS: readonly GuidedSession[] = GUIDED_SESSION_DEFINITIONS.map((definition) => ({
  slug: definition.slug,
  route: `/${definition.slug}`,
  ...definition.page,
}));

export function findGuidedSession(slug: string): GuidedSession | undefined {
  return GUIDED_SESSIONS.find((session) => session.slug === slug);
}
