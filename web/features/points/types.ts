/** A row of user_points, the Thera Points ledger (docs/product-behaviour.md). */
export interface UserPointsRow {
  id: string;
  user_id: string;
  points: number;
  reason: 'exercise_completion';
  exercise_completion_id: string | null;
  earned_at: string;
}
