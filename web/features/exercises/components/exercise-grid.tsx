import { EXERCISES } from '@common/exercises';
import { ExerciseCard } from './exercise-card';

/** The six guided exercises: the fixed local catalogue, as the product's screens show it. */
export function ExerciseGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {EXERCISES.map((exercise) => (
        <li key={exercise.id}>
          <ExerciseCard exercise={exercise} />
        </li>
      ))}
    </ul>
  );
}
