/** A row of user_points, the Thera Points ledger (product-spec.md section 3). */
export interface UserPointsRow {
  id: string;
  user_id: string;
  points: number;
  reason: 'exercise_completion';
  exercise_completion_id: string | null;
  earned_at: string;
}
