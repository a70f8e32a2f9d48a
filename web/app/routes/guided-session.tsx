import type { ExerciseSlug } from '@common/exercises';
import { findGuidedSession } from '@common/guided-sessions';
import { RequireUser } from '@web/features/auth/require-user';
import { GuidedSessionPage } from '@web/features/voice/components/guided-session-page';

export function GuidedSessionScreen({ slug }: { slug: ExerciseSlug }) {
  const session = findGuidedSession(slug);
  if (!session) return null;
  return (
    <RequireUser message={`Please log in to access ${session.title}`}>
      <GuidedSessionPage key={session.slug} session={session} />
    </RequireUser>
  );
}
