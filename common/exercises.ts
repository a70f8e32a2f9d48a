import {
  GUIDED_SESSION_DEFINITIONS,
  type ExerciseCatalogueEntry,
  type ExerciseCategory,
  type ExerciseDifficulty,
  type ExerciseSlug,
} from './guided-sessions';

export type { ExerciseCategory, ExerciseDifficulty, ExerciseSlug };

/**
 * The exercise catalogue: the dashboard cards, the landing teaser and the points each session
 * awards, derived from the guided sessions' one definition (common/guided-sessions.ts).
 */
export interface Exercise extends ExerciseCatalogueEntry {
  /** Stable uuid, identical to the seeded row in mental_health_exercises. */
  id: string;
  slug: ExerciseSlug;
  /** The client route of the exercise's guided session. */
  route: `/${ExerciseSlug}`;
}

export const EXERCISES: readonly Exercise[] = GUIDED_SESSION_DEFINITIONS.map((definition) => ({
  id: definition.id,
  slug: definition.slug,
  route: `/${definition.slug}`,
  ...definition.catalogue,
}));
