/**
 * Typed calls of the account API (spec 02 §7; docs/api.md "Accounts"): registration, login,
 * password recovery, profile, preferences, My Resume, GDPR, and the subscription calls the
 * account page needs. Calls marked 🔒 on the server take the login token.
 */
import type {
  AccountExport,
  AuthProviders,
  CommunicationPreferences,
  LoginResponse,
  LogoutAllResponse,
  Profile,
  RegisterRequest,
  ResumeListItem,
  resumeObjectSchema,
  SocialProvider,
  SubscriptionPlanData,
  UpdatePasswordRequest,
  UpdatePasswordResponse,
  UpdateProfileRequest,
} from '@vita/shared';
import type { z } from 'zod';
import { apiRequest } from './client';

type Ok = { status: number; message: string };
type Data<T> = Ok & { data: T };
type Token = string | null;
type ResumeObject = z.output<typeof resumeObjectSchema>;

export interface WebLoginBody {
  email: string;
  password: string;
  resume_token?: string | undefined;
  resume_name?: string | undefined;
}

export interface SocialLoginBody {
  mode: SocialProvider;
  social_id: string;
  /** The provider's ID token. */
  login_token: string;
  name?: string | undefined;
  email?: string | undefined;
  resume_token?: string | undefined;
  resume_name?: string | undefined;
}

export interface SaveLocalResumeBody {
  resume_token: string;
  resume_json_data: Record<string, string>;
  resume_strength?: number | undefined;
  login_token: string;
  resume_name?: string | undefined;
  resume_template_id?: number | undefined;
}

export const accountApi = {
  providers: () => apiRequest<Data<AuthProviders>>('/auth/providers'),
  register: (body: RegisterRequest) => apiRequest<LoginResponse>('/register', { body }),
  login: (body: WebLoginBody) => apiRequest<LoginResponse>('/login', { body: { mode: 'web', ...body } }),
  socialLogin: (body: SocialLoginBody) => apiRequest<LoginResponse>('/login', { body }),
  forgotPassword: (email: string) => apiRequest<Ok>('/forgot-password', { body: { email } }),
  resetPassword: (body: { email: string; code: string; password: string; confirmPassword: string }) =>
    apiRequest<Ok>('/reset-password', { body }),

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
  saveLocalResume: (token: Token, body: SaveLocalResumeBody) =>
    apiRequest<Ok>('/resume/save-local-resume', { token, body }),

  exportAccount: (token: Token) => apiRequest<Data<AccountExport>>('/account/export', { token }),
  deleteAccount: (token: Token, body: { password?: string; confirm?: boolean }) =>
    apiRequest<Ok>('/account/delete', { token, body }),

  subscriptionPlan: (token: Token) => apiRequest<Data<SubscriptionPlanData>>('/subscription-plan', { token }),
  cancelSubscription: (token: Token, subscriptionId: string) =>
    apiRequest<Ok>('/cancel-subscription', { token, body: { subscription_id: subscriptionId } }),
};
