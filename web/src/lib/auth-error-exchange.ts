import { type CombinedError, type Exchange, getOperationName } from 'urql';
import { pipe, tap } from 'wonka';
import type { TokenStore } from './token-store';

const AUTH_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

/** Operations whose errors belong to their own forms (or, for SignOut, to nobody): they clear the token but never redirect. */
const CREDENTIAL_OPERATIONS = new Set(['Login', 'Signup', 'SignOut']);

/** A manager whose sign-in awaits the e-mailed code (FORBIDDEN with field 'twoFactorCode'): prompt, keep the token. */
export function needsTwoFactor(error: CombinedError | undefined): boolean {
  return (error?.graphQLErrors ?? []).some(
    (e) => e.extensions?.code === 'FORBIDDEN' && e.extensions?.field === 'twoFactorCode',
  );
}

export function isAuthError(error: CombinedError | undefined): boolean {
  if (!error) return false;
  const status = (error.response as Response | undefined)?.status;
  if (status === 401 || status === 403) return true;
  return error.graphQLErrors.some((e) => AUTH_CODES.has(String(e.extensions?.code ?? '')));
}

/**
 * Spec §4: a 401/403 (here: UNAUTHENTICATED or FORBIDDEN) on any call is a login error; it clears the
 * token and `onAuthError` sends the person to /login. A failed login or signup also clears the token.
 */
export function authErrorExchange(store: TokenStore, onAuthError: (reason?: 'two-factor') => void): Exchange {
  return ({ forward }) =>
    (operations$) =>
      pipe(
        forward(operations$),
        tap((result) => {
          if (!result.error) return;
          const name = getOperationName(result.operation.query) ?? '';
          if (CREDENTIAL_OPERATIONS.has(name)) {
            store.clear();
          } else if (needsTwoFactor(result.error)) {
            onAuthError('two-factor');
          } else if (isAuthError(result.error)) {
            store.clear();
            onAuthError();
          }
        }),
      );
}
