import type { ExerciseSlug } from '@common/exercises';
import { findGuidedSession } from '@common/guided-sessions';

export function GuidedSessionScreen({ slug }: { slug: ExerciseSlug }) {
  return <section className="p-8">{findGuidedSession(slug)?.title}</section>;
}
