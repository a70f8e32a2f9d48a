/** Where the avatar menu's settings screens live (web/app/router.tsx routes them). */
export const SECURITY_SETTINGS_PATH = '/settings/security';
export const ACCOUNT_SETTINGS_PATH = '/settings/account';
