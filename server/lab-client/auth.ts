import type { Call } from './call.js';
import type { LabUser } from './types.js';

export interface LabSignupBody {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string;
}

export function authApi(call: Call) {
  return {
    login: (email: string, password: string) =>
      call<LabUser>({ method: 'POST', path: '/auth/login', body: { email, password } }),
    signup: (body: LabSignupBody) => call<LabUser>({ method: 'POST', path: '/auth/signup', body }),
    currentUser: () => call<LabUser>({ method: 'GET', path: '/auth/current-user' }),
    requestPasswordReset: (email: string) =>
      call<{ message: string }>({ method: 'POST', path: '/auth/password-reset', body: { email } }),
    validatePasswordResetToken: (token: string) =>
      call<{ valid: boolean }>({
        method: 'GET',
        path: '/auth/password-reset/validate-token',
        query: { token },
      }),
    resetPassword: (token: string, password: string) =>
      call<{ message: string }>({
        method: 'PUT',
        path: '/auth/password-reset/reset',
        body: { password, token },
      }),
    socialSignIn: (provider: 'google' | 'facebook', token: string) =>
      call<LabUser>({ method: 'POST', path: `/auth/${provider}-signin`, body: { token } }),
    requestTwoFactorCode: () =>
      call<{ message: string }>({ method: 'POST', path: '/auth/managers/request-two-factor-code' }),
    verifyTwoFactorCode: (code: string) =>
      call<LabUser>({ method: 'POST', path: '/auth/managers/verify-two-factor-code', body: { code } }),
  };
}
