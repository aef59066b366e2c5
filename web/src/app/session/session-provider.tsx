import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { MeQuery, useMeQuery } from '../../features/auth/api/me';
import { SignOutMutation } from '../../features/auth/api/sign-out';
import { clearAllDrafts } from '../../lib/local-drafts';
import { tokenStore } from '../../lib/token-store';
import { type UserEventMessage, userChanged, useUserEvents } from '../../lib/user-events';
import { type Session, SessionContext, type SessionStatus } from './session-context';

/** Fetches the current user whenever the login state changes (the client is rebuilt then). */
export function SessionProvider({ loggedIn, children }: { loggedIn: boolean; children: ReactNode }) {
  const client = useClient();
  const navigate = useNavigate();
  const [result] = useMeQuery(loggedIn);
  const user = loggedIn ? (result.data?.me ?? null) : null;
  const settledWithoutUser = loggedIn && !result.fetching && result.data !== undefined && !result.data.me;

  // The server answers `me: null` for an expired or revoked token: that session is over.
  useEffect(() => {
    if (settledWithoutUser) tokenStore.clear();
  }, [settledWithoutUser]);

  let status: SessionStatus = 'loading';
  if (!loggedIn || settledWithoutUser) status = 'visitor';
  else if (user) status = 'authenticated';
  else if (result.error && !result.fetching) status = 'error';

  const [signedOut, setSignedOut] = useState(false);
  const signIn = useCallback((token: string) => {
    setSignedOut(false);
    tokenStore.set(token);
  }, []);
  const signOut = useCallback(() => {
    // The session ends at the lab too (docs/decisions/110), with the token read now: it is forgotten just below,
    // whatever the answer (a lab without sessions, or no network, still signs the person out here).
    const token = tokenStore.get();
    if (token) {
      void client
        .mutation(SignOutMutation, {}, { fetchOptions: { headers: { authorization: `Bearer ${token}` } } })
        .toPromise();
    }
    // The page being left may be login-only; its guard must not bounce the person to /login.
    setSignedOut(true);
    tokenStore.clear();
    clearAllDrafts();
    navigate('/');
  }, [client, navigate]);
  const refreshUser = useCallback(async () => {
    await client.query(MeQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  }, [client]);

  // An order changed (staff received, invoiced, completed it…), or the lab said only that the user changed: the
  // header and avatar menu show the user's open orders and credits, so the user is fetched again.
  const onUserEvent = useCallback(
    (event: UserEventMessage) => {
      if (event.type === 'ORDER_UPDATED' || userChanged(event)) void refreshUser();
    },
    [refreshUser],
  );
  useUserEvents(user?.id, onUserEvent);

  const session = useMemo<Session>(
    () => ({ status, user, signedOut, signIn, signOut, refreshUser }),
    [status, user, signedOut, signIn, signOut, refreshUser],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
