import { Clock, Sparkles } from 'lucide-react';
import { EXERCISES } from '@common/exercises';
import { Badge } from '@web/components/ui/badge';
import { SectionHeading } from '@web/components/ui/section-heading';
import { categoryIcon } from '@web/components/category-icon';

/** The six guided exercises, straight from the shared catalogue. */
export function ExerciseTeaser() {
  return (
    <section aria-labelledby="exercises-title" className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      <SectionHeading
        id="exercises-title"
        eyebrow="Six guided voice sessions"
        title="A few minutes with Thera, whenever the market gets loud"
        lead="Each session is a spoken exercise with Thera. Pick the one that fits the moment."
      />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {EXERCISES.map((exercise) => {
          const Icon = categoryIcon(exercise.category);
          return (
            <li
              key={exercise.id}
              className="flex flex-col gap-3 rounded-2xl border border-ink-700/80 bg-ink-800/50 p-5"
            >
              <div className="flex items-center justify-between gap-3">
                <span className="grid size-10 place-items-center rounded-xl bg-sea-400/10 text-sea-300">
                  <Icon className="size-5" aria-hidden />
                </span>
                <Badge variant="muted" className="capitalize">
                  {exercise.difficulty}
                </Badge>
              </div>
              <h3 className="font-semibold leading-snug">{exercise.title}</h3>
              <p className="text-sm leading-relaxed text-mist-300">{exercise.description}</p>
              <p className="mt-auto flex items-center gap-4 pt-1 text-xs text-mist-300">
                <span className="flex items-center gap-1">
                  <Clock className="size-3.5" aria-hidden />
                  {exercise.durationMinutes} min
                </span>
                <span className="flex items-center gap-1">
                  <Sparkles className="size-3.5 text-lavender-300" aria-hidden />
                  {exercise.pointsReward} TheraPoints
                </span>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
