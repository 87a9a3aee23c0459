import {
  type AuthProviders,
  authProvidersResponseSchema,
  forgotPasswordRequestSchema,
  type LoginResponse,
  loginRequestSchema,
  loginResponseSchema,
  okSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@vita/shared';
import { type App, ok, typed } from '../../http/context';
import { replies } from '../../http/responses';
import { type LoginResult, loginWithPassword, loginWithProvider, register } from './auth.service';
import { type AuthOptions, createAuthDeps } from './auth-deps';

import { requestPasswordReset, resetPassword } from './password-reset.service';

/** The answer of every login (spec 02 §3 "Login result"), however the user proved who they are. */
export const loginAnswer = (message: string, result: LoginResult): LoginResponse => ({
  ...ok(message, {}),
  subscription_status: result.subscriptionStatus,
  data: result.user,
  token: result.token,
  resume_claimed: result.resumeClaimed,
});

/** Registration, login (web, google, facebook) and password recovery (spec 02 §7). */
export async function authRoutes(app: App, options: AuthOptions) {
  const r = typed(app);
  const deps = createAuthDeps({ db: app.db, loginTokens: app.loginTokens, mailer: app.mailer }, options);
  const { limiter } = deps;

  r.post(
    '/register',
    {
      schema: { body: registerRequestSchema, response: replies(loginResponseSchema) },
      onRequest: limiter.perIp('register'),
    },
    async ({ body }) => loginAnswer('Ihr Konto wurde erstellt.', await register(deps, body)),
  );

  r.post(
    '/login',
    {
      schema: { body: loginRequestSchema, response: replies(loginResponseSchema) },
      onRequest: limiter.perIp('login'),
    },
    async ({ body, ip }) => {
      const result =
        body.mode === 'web' ? await loginWithPassword(deps, body, ip) : await loginWithProvider(deps, body);
      return loginAnswer('Sie sind angemeldet.', result);
    },
  );

  r.get('/auth/providers', { schema: { response: replies(authProvidersResponseSchema) } }, async () => {
    const google = deps.social.clientId('google');
    const facebook = deps.social.clientId('facebook');
    const data: AuthProviders = {
      google: { enabled: google !== null, client_id: google },
      facebook: { enabled: facebook !== null, app_id: facebook },
    };
    return ok('OK', { data });
  });

  r.post(
    '/forgot-password',
    {
      schema: { body: forgotPasswordRequestSchema, response: replies(okSchema) },
      onRequest: limiter.perIp('forgot-password'),
    },
    async ({ body }) => {
      await requestPasswordReset(deps, body.email);
      return ok('Wir haben Ihnen einen Code an Ihre E-Mail-Adresse gesendet. Er ist 15 Minuten gültig.', {});
    },
  );

  r.post(
    '/reset-password',
    {
      schema: { body: resetPasswordRequestSchema, response: replies(okSchema) },
      onRequest: limiter.perIp('reset-password'),
    },
    async ({ body }) => {
      await resetPassword(deps, body);
      return ok('Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.', {});
    },
  );
}
