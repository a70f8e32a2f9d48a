/** What other features use of exercises: the grid, a session's run, the user's completions. */
export { ExerciseGrid } from './components/exercise-grid';
export { SessionRun } from './components/session-run';
export { useCompletions } from './api/get-completions';
