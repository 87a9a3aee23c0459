/**
 * The login calls of passkeys (docs/api.md "Passkeys"). Apart from session-api.ts, which `/`
 * loads with its first page: these come with the login form.
 */
import type { LoginResponse, PasskeyAuthenticationOptions, PasskeyLoginVerifyBody } from '@vita/shared';
import { type ApiData, apiRequest } from '../api/client';

export const passkeyLoginApi = {
  /** With a valid e-mail, only that account's passkeys are asked for. */
  options: (email: string | undefined) =>
    apiRequest<ApiData<PasskeyAuthenticationOptions>>('/passkeys/login/options', {
      body: email ? { email } : {},
    }),
  verify: (body: PasskeyLoginVerifyBody) => apiRequest<LoginResponse>('/passkeys/login/verify', { body }),
};
