/**
 * Typed calls of signing in (spec 02 §7; docs/api.md "Accounts"): registration, login by password
 * or provider, password recovery, taking a local resume into the account, and the plan check of
 * the download gate. Calls marked 🔒 on the server take the login token.
 */
import type {
  AuthProviders,
  LoginResponse,
  RegisterRequest,
  SocialProvider,
  SubscriptionPlanData,
} from '@vita/shared';
import { type ApiData, type ApiOk, apiRequest, type LoginToken } from '../api/client';

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

export const sessionApi = {
  providers: () => apiRequest<ApiData<AuthProviders>>('/auth/providers'),
  register: (body: RegisterRequest) => apiRequest<LoginResponse>('/register', { body }),
  login: (body: WebLoginBody) => apiRequest<LoginResponse>('/login', { body: { mode: 'web', ...body } }),
  socialLogin: (body: SocialLoginBody) => apiRequest<LoginResponse>('/login', { body }),
  forgotPassword: (email: string) => apiRequest<ApiOk>('/forgot-password', { body: { email } }),
  resetPassword: (body: { email: string; code: string; password: string; confirmPassword: string }) =>
    apiRequest<ApiOk>('/reset-password', { body }),

  saveLocalResume: (token: LoginToken, body: SaveLocalResumeBody) =>
    apiRequest<ApiOk>('/resume/save-local-resume', { token, body }),
  subscriptionPlan: (token: LoginToken) =>
    apiRequest<ApiData<SubscriptionPlanData>>('/subscription-plan', { token }),
};
