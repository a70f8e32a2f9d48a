import type { ExerciseCategory, ExerciseDifficulty } from '@common/exercises';

/** A row of mental_health_exercises (docs/product-behaviour.md), as /rest/v1 returns it. */
export interface MentalHealthExerciseRow {
  id: string;
  title: string;
  description: string;
  category: ExerciseCategory;
  difficulty_level: ExerciseDifficulty;
  duration_minutes: number;
  points_reward: number;
  content: unknown;
  created_at: string;
}

/** A row of user_exercise_completions. */
export interface ExerciseCompletionRow {
  id: string;
  exercise_id: string;
  user_id: string;
  rating: number | null;
  notes: string | null;
  completed_at: string;
}
