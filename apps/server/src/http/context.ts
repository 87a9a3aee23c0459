import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { loginExpired } from '../modules/auth/auth-errors';
import { bearerToken, type LoginTokens } from '../modules/auth/login-token';
import type { Caller } from '../modules/resume/resume-access';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    loginTokens: LoginTokens;
  }
  interface FastifyRequest {
    caller: Caller;
  }
}

export type App = FastifyInstance;
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/**
 * Resolves the caller once per request from `Authorization: Bearer <login token>`. No header: an
 * anonymous caller. A token that is sent but no longer valid (expired, forged, revoked, account
 * deleted) is refused with 401 on every route, so the browser learns at its next call that it is
 * signed out, instead of being treated as a stranger to its own resumes (403).
 */
export function registerCaller(app: FastifyInstance) {
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    const userId = await app.loginTokens.verify(token);
    if (token && userId === null) throw loginExpired();
    request.caller = { userId };
  });
}

export const ok = <T extends object>(message: string, body: T) => ({
  status: 200 as const,
  message,
  ...body,
});
