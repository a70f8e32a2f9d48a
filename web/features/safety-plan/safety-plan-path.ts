/** The plan's page (router.tsx); its own file so the header's SOS code can link to it without the page. */
export const SAFETY_PLAN_PATH = '/safety-plan';
