import { Hono } from 'hono';
import { z } from 'zod';
import { AuthError } from './auth-errors';

/**
 * What GoTrue answers when a feature is switched off, for everything supabase-js can call that
 * this server does not offer (phone, anonymous and social sign-in, magic links, SSO, passkeys,
 * identity linking, the OAuth server, the admin API). Each answer carries GoTrue's own code for
 * that case, so supabase-js and the apps built on it can tell "not enabled here" from bad input
 * and show the message. Codes and statuses follow GoTrue's internal/api (apierrors, middleware).
 */

/** A sign-up or password sign-in body names its provider by which field it fills. */
export const providerProbe = z.looseObject({ email: z.unknown().optional(), phone: z.unknown().optional() });

const filled = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;

export function refuseUnofferedSignUp(body: z.infer<typeof providerProbe>) {
  if (filled(body.email)) return;
  if (filled(body.phone)) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
}

export function refuseUnofferedPasswordSignIn(body: z.infer<typeof providerProbe>) {
  if (!filled(body.email) && filled(body.phone)) {
    throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  }
}

/** grant_type values of POST /token other than password and refresh_token. */
export function refuseUnofferedGrant(grantType: string | undefined): never {
  switch (grantType) {
    case 'id_token':
      throw new AuthError(400, 'provider_disabled', 'Sign-in with an ID token is not enabled on this server');
    case 'pkce':
      throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    case 'web3':
      throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
    default:
      throw new AuthError(400, 'unsupported_grant_type', 'Unsupported grant type: use password or refresh_token');
  }
}

const disabled = (status: 403 | 404 | 422 | 400, code: string, message: string) => () => {
  throw new AuthError(status, code, message);
};

/** Endpoints GoTrue has and this server switches off, answered as GoTrue does when they are off. */
export function createUnofferedRoutes() {
  const app = new Hono();
  app.post(
    '/otp',
    disabled(
      422,
      'otp_disabled',
      'Sign-in by magic link or one-time code is not enabled. Sign in with your email and password.',
    ),
  );
  app.get('/authorize', disabled(400, 'validation_failed', 'Unsupported provider: provider is not enabled'));
  app.on(
    ['GET', 'POST'],
    '/callback',
    disabled(400, 'validation_failed', 'Unsupported provider: provider is not enabled'),
  );
  app.all('/sso', disabled(404, 'saml_provider_disabled', 'SAML 2.0 is disabled'));
  app.all('/sso/*', disabled(404, 'saml_provider_disabled', 'SAML 2.0 is disabled'));
  app.get('/user/identities/authorize', disabled(404, 'manual_linking_disabled', 'Manual linking is disabled'));
  app.delete('/user/identities/:id', disabled(404, 'manual_linking_disabled', 'Manual linking is disabled'));
  app.all('/passkeys', disabled(404, 'passkey_disabled', 'Passkeys are disabled'));
  app.all('/passkeys/*', disabled(404, 'passkey_disabled', 'Passkeys are disabled'));
  app.all('/oauth/*', disabled(404, 'feature_disabled', 'OAuth server is disabled'));
  app.all('/user/oauth/*', disabled(404, 'feature_disabled', 'OAuth server is disabled'));
  // GoTrue checks for an admin token first: nobody holding our keys is an admin of this API.
  app.all('/admin/*', disabled(403, 'not_admin', 'User not allowed'));
  app.post('/invite', disabled(403, 'not_admin', 'User not allowed'));
  return app;
}
