import { Link } from 'react-router';
import Clock from 'lucide-react/icons/clock';
import Star from 'lucide-react/icons/star';
import type { Exercise } from '@common/exercises';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { CategoryIconView } from './category-icon-view';

/** One guided exercise on the dashboard: what it is, how long, what it earns, and the way in. */
export function ExerciseCard({ exercise }: { exercise: Exercise }) {
  const titleId = `exercise-${exercise.slug}-title`;
  return (
    <Card className="flex h-full flex-col" data-testid="exercise-card">
      <CardHeader>
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-sea-400/10 text-sea-300" aria-hidden>
            <CategoryIconView category={exercise.category} className="size-5" />
          </span>
          <div className="min-w-0">
            <CardTitle id={titleId}>{exercise.title}</CardTitle>
            <p className="text-xs tracking-wide text-mist-300 capitalize">{exercise.category}</p>
          </div>
        </div>
        <CardDescription>{exercise.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto flex flex-wrap gap-2">
        <Badge variant="muted" className="capitalize">
          {exercise.difficulty}
        </Badge>
        <Badge variant="muted">
          <Clock aria-hidden />
          {exercise.durationMinutes} min
        </Badge>
        <Badge variant="soon">
          <Star aria-hidden />
          {exercise.pointsReward} points
        </Badge>
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full">
          {/* The shared link text stays the product's; the title tells the cards apart for screen readers. */}
          <Link to={exercise.route} aria-describedby={titleId}>
            Start Exercise with Thera
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
