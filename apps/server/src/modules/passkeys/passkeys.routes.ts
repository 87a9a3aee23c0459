import {
  idParamSchema,
  loginResponseSchema,
  okSchema,
  passkeyListResponseSchema,
  passkeyLoginOptionsRequestSchema,
  passkeyLoginOptionsResponseSchema,
  passkeyLoginVerifyRequestSchema,
  passkeyRegisterVerifyRequestSchema,
  passkeyRegistrationOptionsResponseSchema,
  passkeyResponseSchema,
} from '@vita/shared';
import type { FastifyRequest } from 'fastify';
import { type App, ok, typed } from '../../http/context';
import { badRequest } from '../../http/errors';
import { replies } from '../../http/responses';
import { loginAnswer } from '../auth/auth.routes';
import { type AuthOptions, createAuthDeps } from '../auth/auth-deps';
import { loginRequired, requireUser } from '../auth/current-user';
import { loginOptions, loginWithPasskey } from './passkey-login';
import { deletePasskey, listPasskeys, registerPasskey, registrationOptions } from './passkey-registration';
import { relyingPartyFor } from './relying-party';

/** A call that takes nothing: no body at all, or an empty JSON object; anything else is refused. */
const takesNoInput = async (request: FastifyRequest) => {
  const { body } = request;
  const empty =
    request.headers['content-type'] === undefined
      ? body === undefined
      : typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0;
  if (!empty) throw badRequest('Diese Anfrage nimmt keine Angaben entgegen.');
};

/** Passkeys: saved in My Account (login token required), then a login without password. */
export async function passkeyRoutes(app: App, options: AuthOptions) {
  const r = typed(app);
  const { db } = app;
  const deps = createAuthDeps({ db, loginTokens: app.loginTokens, mailer: app.mailer }, options);
  const { limiter, now } = deps;
  const rpOf = (request: FastifyRequest) => relyingPartyFor(options.config.publicUrl, request);

  r.post(
    '/passkeys/register/options',
    {
      schema: { response: replies(passkeyRegistrationOptionsResponseSchema) },
      onRequest: loginRequired,
      preValidation: takesNoInput,
    },
    async (request) => {
      const user = await requireUser(db, request.caller.userId);
      return ok('OK', { data: await registrationOptions(db, now(), user, rpOf(request)) });
    },
  );

  r.post(
    '/passkeys/register/verify',
    {
      schema: { body: passkeyRegisterVerifyRequestSchema, response: replies(passkeyResponseSchema) },
      onRequest: loginRequired,
    },
    async (request) => {
      const user = await requireUser(db, request.caller.userId);
      const passkey = await registerPasskey(db, now(), user, rpOf(request), request.body);
      return ok('Ihr Passkey wurde gespeichert.', { data: passkey });
    },
  );

  r.get(
    '/passkeys',
    { schema: { response: replies(passkeyListResponseSchema) }, onRequest: loginRequired },
    async ({ caller }) => {
      const user = await requireUser(db, caller.userId);
      return ok('OK', { data: await listPasskeys(db, user.id) });
    },
  );

  r.delete(
    '/passkeys/:id',
    { schema: { params: idParamSchema, response: replies(okSchema) }, onRequest: loginRequired },
    async ({ params, caller }) => {
      const user = await requireUser(db, caller.userId);
      await deletePasskey(db, user.id, params.id);
      return ok('Der Passkey wurde entfernt.', {});
    },
  );

  r.post(
    '/passkeys/login/options',
    {
      schema: {
        body: passkeyLoginOptionsRequestSchema,
        response: replies(passkeyLoginOptionsResponseSchema),
      },
      onRequest: limiter.perIp('passkey-options'),
    },
    async (request) => ok('OK', { data: await loginOptions(deps, rpOf(request), request.body.email) }),
  );

  r.post(
    '/passkeys/login/verify',
    {
      schema: { body: passkeyLoginVerifyRequestSchema, response: replies(loginResponseSchema) },
      onRequest: limiter.perIp('passkey-login'),
    },
    async (request) =>
      loginAnswer('Sie sind angemeldet.', await loginWithPasskey(deps, rpOf(request), request.body)),
  );
}
