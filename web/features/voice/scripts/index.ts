import type { ExerciseSlug } from '@common/exercises';
import type { VoiceScript } from './voice-script';
import { mainTheraScript } from './main-thera-script';
import { breathingExerciseScript } from './breathing-exercise-script';
import { motivationTheraScript } from './motivation-thera-script';
import { mindfulnessMeditationScript } from './mindfulness-meditation-script';
import { resilienceBuildingScript } from './resilience-building-script';
import { cryptoStressReleaseScript } from './crypto-stress-release-script';
import { decisionClarityScript } from './decision-clarity-script';

export { mainTheraScript };

/** Every guided session's script, under its slug (common/guided-sessions.ts): a session without one is a type error. */
const SESSION_SCRIPTS: Readonly<Record<ExerciseSlug, VoiceScript>> = {
  'breathing-exercise': breathingExerciseScript,
  'motivation-thera': motivationTheraScript,
  'mindfulness-meditation': mindfulnessMeditationScript,
  'resilience-building': resilienceBuildingScript,
  'crypto-stress-release': cryptoStressReleaseScript,
  'decision-clarity': decisionClarityScript,
};

export function scriptForSession(slug: ExerciseSlug): VoiceScript {
  return SESSION_SCRIPTS[slug];
}
