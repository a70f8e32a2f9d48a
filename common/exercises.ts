/**
 * The six guided exercises: the single source for the dashboard cards, the landing teaser,
 * the session pages and the database seed (supabase/migrations seeds the same ids).
 */
export type ExerciseCategory = 'stress' | 'mindfulness' | 'focus' | 'resilience' | 'motivation' | 'clarity';
export type ExerciseDifficulty = 'beginner' | 'intermediate' | 'advanced';

export type ExerciseSlug =
  | 'breathing-exercise'
  | 'mindfulness-meditation'
  | 'motivation-thera'
  | 'resilience-building'
  | 'crypto-stress-release'
  | 'decision-clarity';

export interface Exercise {
  /** Stable uuid, identical to the seeded row in mental_health_exercises. */
  id: string;
  slug: ExerciseSlug;
  /** The client route of the exercise's guided session. */
  route: `/${ExerciseSlug}`;
  title: string;
  description: string;
  category: ExerciseCategory;
  difficulty: ExerciseDifficulty;
  durationMinutes: number;
  pointsReward: number;
}

export const EXERCISES: readonly Exercise[] = [
  {
    id: '5a1c0b5e-0001-4c1e-9a11-000000000001',
    slug: 'breathing-exercise',
    route: '/breathing-exercise',
    title: '5-Minute Breathing Exercise',
    description: 'Slow, paced breathing with Thera to settle your nervous system after a volatile session.',
    category: 'stress',
    difficulty: 'beginner',
    durationMinutes: 5,
    pointsReward: 10,
  },
  {
    id: '5a1c0b5e-0002-4c1e-9a11-000000000002',
    slug: 'mindfulness-meditation',
    route: '/mindfulness-meditation',
    title: 'Mindfulness Meditation',
    description: 'Step back from the charts and notice your thoughts without acting on them.',
    category: 'mindfulness',
    difficulty: 'beginner',
    durationMinutes: 10,
    pointsReward: 15,
  },
  {
    id: '5a1c0b5e-0003-4c1e-9a11-000000000003',
    slug: 'motivation-thera',
    route: '/motivation-thera',
    title: 'Motivation',
    description: 'Reconnect with why you trade and what you want beyond the next candle.',
    category: 'motivation',
    difficulty: 'beginner',
    durationMinutes: 10,
    pointsReward: 15,
  },
  {
    id: '5a1c0b5e-0004-4c1e-9a11-000000000004',
    slug: 'resilience-building',
    route: '/resilience-building',
    title: 'Resilience Building',
    description: 'Turn drawdowns into lessons and build the steadiness to stick to your plan.',
    category: 'resilience',
    difficulty: 'intermediate',
    durationMinutes: 15,
    pointsReward: 20,
  },
  {
    id: '5a1c0b5e-0005-4c1e-9a11-000000000005',
    slug: 'crypto-stress-release',
    route: '/crypto-stress-release',
    title: 'Crypto Stress Release',
    description: 'Let go of the tension a red day leaves in your body and your head.',
    category: 'stress',
    difficulty: 'beginner',
    durationMinutes: 12,
    pointsReward: 18,
  },
  {
    id: '5a1c0b5e-0006-4c1e-9a11-000000000006',
    slug: 'decision-clarity',
    route: '/decision-clarity',
    title: 'Decision Clarity',
    description: 'Slow down a big decision: separate the facts, the feelings and the plan.',
    category: 'clarity',
    difficulty: 'intermediate',
    durationMinutes: 15,
    pointsReward: 20,
  },
];
