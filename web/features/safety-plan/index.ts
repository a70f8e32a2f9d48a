/** What other features use of the safety plan: the header's SOS button, the link to the plan, its path. */
export { SosButton } from './components/sos-button';
export { SafetyPlanLink } from './components/safety-plan-link';
export { SAFETY_PLAN_PATH } from '@web/lib/safety-plan-path';
