/**
 * Typed calls of signing in (spec 02 §7; docs/api.md "Accounts"): registration, login by password
 * or provider, password recovery, taking a local resume into the account, and the plan check of
 * the download gate. Calls marked 🔒 on the server take the login token. Request and answer types
 * come from the contracts in @vita/shared (type-only imports); the client checks each answer
 * against its contract in development and tests (api/response-contracts.ts).
 */
import type {
  authProvidersResponseSchema,
  forgotPasswordRequestSchema,
  loginResponseSchema,
  okSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  resumeObjectResponseSchema,
  saveLocalResumeRequestSchema,
  socialLoginRequestSchema,
  subscriptionPlanResponseSchema,
  webLoginRequestSchema,
} from '@vita/shared';
import type { z } from 'zod';
import { apiRequest, type LoginToken } from '../api/client';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

/** The password login without its `mode`, which the call adds. */
export type WebLoginBody = Omit<In<typeof webLoginRequestSchema>, 'mode'>;
/** What the server reads of a provider login (its input type is loose where it tidies values). */
export type SocialLoginBody = Out<typeof socialLoginRequestSchema>;
export type SaveLocalResumeBody = In<typeof saveLocalResumeRequestSchema>;

export const sessionApi = {
  providers: () => apiRequest<Out<typeof authProvidersResponseSchema>>('/auth/providers'),
  register: (body: In<typeof registerRequestSchema>) =>
    apiRequest<Out<typeof loginResponseSchema>>('/register', { body }),
  login: (body: WebLoginBody) =>
    apiRequest<Out<typeof loginResponseSchema>>('/login', { body: { mode: 'web', ...body } }),
  socialLogin: (body: SocialLoginBody) => apiRequest<Out<typeof loginResponseSchema>>('/login', { body }),
  forgotPassword: (email: In<typeof forgotPasswordRequestSchema>['email']) =>
    apiRequest<Out<typeof okSchema>>('/forgot-password', { body: { email } }),
  resetPassword: (body: In<typeof resetPasswordRequestSchema>) =>
    apiRequest<Out<typeof okSchema>>('/reset-password', { body }),

  saveLocalResume: (token: LoginToken, body: SaveLocalResumeBody) =>
    apiRequest<Out<typeof resumeObjectResponseSchema>>('/resume/save-local-resume', { token, body }),
  subscriptionPlan: (token: LoginToken) =>
    apiRequest<Out<typeof subscriptionPlanResponseSchema>>('/subscription-plan', { token }),
};
