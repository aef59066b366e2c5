import { createContext, useContext } from 'react';
import type { MeQuery } from '../../gql/graphql';

export type CurrentUser = NonNullable<MeQuery['me']>;

/**
 * loading: a token is stored and the user is on the way; visitor: nobody is logged in;
 * authenticated: `user` is set; error: the user could not be loaded (network or server trouble).
 */
export type SessionStatus = 'loading' | 'visitor' | 'authenticated' | 'error';

export interface Session {
  status: SessionStatus;
  user: CurrentUser | null;
  /** True after the person logged out here: guards then send them home rather than to /login. */
  signedOut: boolean;
  /** Stores the token from a login or signup; the user is then fetched afresh. */
  signIn(token: string): void;
  /** Clears the token, every draft and all cached data, then goes home (spec §4). */
  signOut(): void;
  /** Refetches the user from the server; resolves when the fresh user is in place. */
  refreshUser(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the app root');
  return session;
}
