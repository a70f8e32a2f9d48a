/**
 * What other features use of sign-in: the session, the login dialog, the signed-in guard, and
 * the pieces the account screens share with the auth forms. Other features import these from
 * `@web/features/auth` only (.dependency-cruiser.cjs, rule feature-internal-import).
 */
export { useAuth } from './auth-provider';
export { useLoginDialog } from './login-dialog-provider';
export { RequireUser } from './require-user';
export { UserMenu } from './components/user-menu';
export { FormField } from './components/form-field';
export { describeAuthError } from './auth-errors';
export { MIN_PASSWORD_LENGTH } from './auth-form-rules';
export { SECURITY_SETTINGS_PATH } from './settings-paths';
