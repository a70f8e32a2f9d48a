/**
 * What other features use of the safety plan. The header's SOS button is imported from its own
 * file (components/sos-button.tsx) instead, so the landing page's first download stays free of
 * supabase-js, which the link below brings.
 */
export { SafetyPlanLink } from './components/safety-plan-link';
export { SAFETY_PLAN_PATH } from '@web/lib/safety-plan-path';
