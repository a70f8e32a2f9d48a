import { Hono } from 'hono';
import type { AppContext } from '../context';
import { constantJson } from '../http/constant-json';

const OAUTH_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'twitch',
  'twitter',
  'workos',
  'zoom',
  'phone',
] as const;

/** GET /.well-known/jwks.json, /settings and /health, shaped like GoTrue's. */
export function createMetaRoutes(ctx: AppContext) {
  const app = new Hono();

  // Public halves only: the private JWK's `d` never leaves the process.
  const jwks = { keys: ctx.keys.publicJwks.map(({ d: _private, ...publicJwk }) => publicJwk) };
  app.get('/.well-known/jwks.json', constantJson(jwks, { 'Cache-Control': 'public, max-age=600' }));

  app.get('/settings', constantJson(authSettingsOf(ctx)));
  app.get('/health', constantJson(AUTH_HEALTH));

  return app;
}

/** GET /settings: what sign-in offers (email only; no OAuth provider, no phone). */
export function authSettingsOf(ctx: AppContext) {
  return {
    external: { ...Object.fromEntries(OAUTH_PROVIDERS.map((name) => [name, false])), email: true },
    disable_signup: false,
    mailer_autoconfirm: !ctx.config.auth.emailConfirmation,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}

/** GET /health. */
export const AUTH_HEALTH = {
  version: 'theraagent',
  name: 'GoTrue',
  description: 'GoTrue-compatible auth for TheraAgent',
};
