/**
 * Typed calls of the account page (spec 02 §7; docs/api.md "Accounts"): profile, preferences,
 * My Resume, GDPR and cancelling the subscription. Registration, login and the plan check live in
 * `session/session-api.ts`. Calls marked 🔒 on the server take the login token.
 */
import type {
  AccountExport,
  CommunicationPreferences,
  LogoutAllResponse,
  Passkey,
  PasskeyRegisterVerifyBody,
  PasskeyRegistrationOptions,
  Profile,
  ResumeListItem,
  UpdatePasswordRequest,
  UpdatePasswordResponse,
  UpdateProfileRequest,
} from '@vita/shared';
import { type ApiData, type ApiOk, apiRequest, type LoginToken } from './client';

export const accountApi = {
  profile: (token: LoginToken) => apiRequest<ApiData<Profile>>('/profile-info', { token }),
  updateProfile: (token: LoginToken, body: UpdateProfileRequest) =>
    apiRequest<ApiData<Profile>>('/update-profile', { token, body }),
  /** Signs out every other device; `token` is this device's fresh login token. */
  updatePassword: (token: LoginToken, body: UpdatePasswordRequest) =>
    apiRequest<UpdatePasswordResponse>('/update-password', { token, body }),
  /** "Überall abmelden": every login token of the account stops working, this one too. */
  logoutAll: (token: LoginToken) => apiRequest<LogoutAllResponse>('/logout-all', { token, method: 'POST' }),
  passkeys: (token: LoginToken) => apiRequest<ApiData<Passkey[]>>('/passkeys', { token }),
  passkeyOptions: (token: LoginToken) =>
    apiRequest<ApiData<PasskeyRegistrationOptions>>('/passkeys/register/options', { token, method: 'POST' }),
  addPasskey: (token: LoginToken, body: PasskeyRegisterVerifyBody) =>
    apiRequest<ApiData<Passkey>>('/passkeys/register/verify', { token, body }),
  removePasskey: (token: LoginToken, id: number) =>
    apiRequest<ApiOk>(`/passkeys/${id}`, { token, method: 'DELETE' }),
  preferences: (token: LoginToken) =>
    apiRequest<ApiData<CommunicationPreferences>>('/communication-preferences', { token }),
  savePreferences: (token: LoginToken, body: CommunicationPreferences) =>
    apiRequest<ApiData<CommunicationPreferences>>('/communication-preferences', { token, body }),

  resumeListing: (token: LoginToken) => apiRequest<ApiData<ResumeListItem[]>>('/resume-listing', { token }),
  exportAccount: (token: LoginToken) => apiRequest<ApiData<AccountExport>>('/account/export', { token }),
  deleteAccount: (token: LoginToken, body: { password?: string; confirm?: boolean }) =>
    apiRequest<ApiOk>('/account/delete', { token, body }),

  cancelSubscription: (token: LoginToken, subscriptionId: string) =>
    apiRequest<ApiOk>('/cancel-subscription', { token, body: { subscription_id: subscriptionId } }),
};
