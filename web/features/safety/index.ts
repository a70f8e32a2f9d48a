/** What other features use of crisis safety: the help card, quiet during an emergency, the transcript screen. */
export { CrisisHelpCard } from './components/crisis-help-card';
export { EmergencyQuietProvider, QuietDuringEmergency, useReportEmergency } from './emergency-quiet';
export { screenTranscript } from './screen-transcript';
