import type { Call } from './call.js';
import type { LabBody } from './contract.js';
import type { LabUser } from './types.js';

export type LabSignupBody = LabBody<'/auth/signup', 'post'>;

/**
 * The lab's auth routes. A class, not an object of closures: every signed-in request reads `lab.auth` (the
 * current user), and building ten closures for the one it calls was measurable per request.
 */
export class AuthApi {
  constructor(private readonly call: Call) {}

  login(email: string, password: string, headers?: Record<string, string>) {
    return this.call<LabUser>({ method: 'POST', path: '/auth/login', body: { email, password }, headers });
  }
  signup(body: LabSignupBody, headers?: Record<string, string>) {
    return this.call<LabUser>({ method: 'POST', path: '/auth/signup', body, headers });
  }
  currentUser() {
    return this.call<LabUser>({ method: 'GET', path: '/auth/current-user', route: '/auth/current-user' });
  }
  requestPasswordReset(email: string) {
    return this.call<{ message: string }>({ method: 'POST', path: '/auth/password-reset', body: { email } });
  }
  validatePasswordResetToken(token: string) {
    return this.call<{ valid: boolean }>({
      method: 'GET',
      path: '/auth/password-reset/validate-token',
      query: { token },
    });
  }
  resetPassword(token: string, password: string) {
    return this.call<{ message: string }>({
      method: 'PUT',
      path: '/auth/password-reset/reset',
      body: { password, token },
    });
  }
  socialProviders() {
    return this.call<{ providers: Array<'google' | 'facebook'> }>({
      method: 'GET',
      path: '/auth/social-providers',
    });
  }
  socialSignIn(provider: 'google' | 'facebook', token: string, headers?: Record<string, string>) {
    return this.call<LabUser>({ method: 'POST', path: `/auth/${provider}-signin`, body: { token }, headers });
  }
  requestTwoFactorCode() {
    return this.call<{ message: string }>({ method: 'POST', path: '/auth/managers/request-two-factor-code' });
  }
  verifyTwoFactorCode(code: string) {
    return this.call<LabUser>({
      method: 'POST',
      path: '/auth/managers/verify-two-factor-code',
      body: { code },
    });
  }
}

export function authApi(call: Call): AuthApi {
  return new AuthApi(call);
}
