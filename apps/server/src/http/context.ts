import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
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

/** Resolves the caller once per request from `Authorization: Bearer <login token>`. */
export function registerCaller(app: FastifyInstance) {
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const userId = await app.loginTokens.verify(bearerToken(request.headers.authorization));
    request.caller = { userId };
  });
}

export const ok = <T extends object>(message: string, body: T) => ({
  status: 200 as const,
  message,
  ...body,
});
