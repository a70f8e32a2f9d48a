/** What other features use of mood: check-ins (the dialog, the recent ones, the words), the tilt check. */
export { MoodCheckinDialog } from './components/mood-checkin-dialog';
export { MoodOverviewCard } from './components/mood-overview-card';
export { SessionMoodCheckins } from './components/session-mood-checkins';
export { useRecentMoodCheckins } from './api/get-mood-checkins';
export { MOOD_TAGS, MOOD_TOKENS, moodWord } from './mood-options';
export type { MoodCheckinRow } from './types';
export { TiltCheckDialog } from './tilt/tilt-check-dialog';
export { breathAt } from './tilt/cooling-off';
