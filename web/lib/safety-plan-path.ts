/**
 * The plan's page (router.tsx). In web/lib, not the safety-plan feature: the header's user menu
 * (auth) links to it, and the plan itself uses auth, so the path living there would make a loop.
 */
export const SAFETY_PLAN_PATH = '/safety-plan';
