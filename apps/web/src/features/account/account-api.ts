/**
 * Typed calls of the account page (spec 02 §7; docs/api.md "Accounts"): profile, preferences,
 * My Resume, GDPR and cancelling the subscription. Registration, login and the plan check live in
 * `features/session/session-api.ts`. Calls marked 🔒 on the server take the login token.
 */
import type {
  AccountExport,
  CommunicationPreferences,
  LogoutAllResponse,
  Profile,
  ResumeListItem,
  resumeObjectSchema,
  UpdatePasswordRequest,
  UpdatePasswordResponse,
  UpdateProfileRequest,
} from '@vita/shared';
import type { z } from 'zod';
import { apiRequest } from '../../api/client';

type Ok = { status: number; message: string };
type Data<T> = Ok & { data: T };
type Token = string | null;
type ResumeObject = z.output<typeof resumeObjectSchema>;

export const accountApi = {
  profile: (token: Token) => apiRequest<Data<Profile>>('/profile-info', { token }),
  updateProfile: (token: Token, body: UpdateProfileRequest) =>
    apiRequest<Data<Profile>>('/update-profile', { token, body }),
  /** Signs out every other device; `token` is this device's fresh login token. */
  updatePassword: (token: Token, body: UpdatePasswordRequest) =>
    apiRequest<UpdatePasswordResponse>('/update-password', { token, body }),
  /** "Überall abmelden": every login token of the account stops working, this one too. */
  logoutAll: (token: Token) => apiRequest<LogoutAllResponse>('/logout-all', { token, method: 'POST' }),
  preferences: (token: Token) =>
    apiRequest<Data<CommunicationPreferences>>('/communication-preferences', { token }),
  savePreferences: (token: Token, body: CommunicationPreferences) =>
    apiRequest<Data<CommunicationPreferences>>('/communication-preferences', { token, body }),

  resumeListing: (token: Token) => apiRequest<Data<ResumeListItem[]>>('/resume-listing', { token }),
  getResumeObject: (token: Token, resumeToken: string) =>
    apiRequest<Data<ResumeObject>>('/resume/get-resume-object', {
      token,
      body: { resume_token: resumeToken },
    }),

  exportAccount: (token: Token) => apiRequest<Data<AccountExport>>('/account/export', { token }),
  deleteAccount: (token: Token, body: { password?: string; confirm?: boolean }) =>
    apiRequest<Ok>('/account/delete', { token, body }),

  cancelSubscription: (token: Token, subscriptionId: string) =>
    apiRequest<Ok>('/cancel-subscription', { token, body: { subscription_id: subscriptionId } }),
};
