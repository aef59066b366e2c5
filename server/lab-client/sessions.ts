import { type Call, seg } from './call.js';
import type { LabSchema } from './contract.js';

export type LabSession = LabSchema<'Session'>;
export type LabAccountStatus = LabSchema<'AccountStatus'>;
type SessionList = LabSchema<'SessionList'>;

/**
 * Sessions and staff account management (the lab's `sessions` and `staff-accounts` extensions, decision 110). The
 * sign-in calls forward the browser's user agent and country with `signInHeaders`, for the sessions list.
 */
export function sessionsApi(call: Call) {
  return {
    list: () => call<SessionList>({ method: 'GET', path: '/auth/sessions' }),
    logout: () => call<{ message: string; userId: number }>({ method: 'POST', path: '/auth/logout' }),
    end: (sessionId: string) =>
      call<SessionList>({ method: 'DELETE', path: `/auth/sessions/${seg(sessionId)}` }),
    endOthers: () => call<SessionList>({ method: 'POST', path: '/auth/sessions/end-others' }),
    accountStatus: (userId: string | number) =>
      call<LabAccountStatus>({ method: 'GET', path: `/users/${seg(userId)}/account-status` }),
    changeRole: (userId: string | number, role: LabAccountStatus['role']) =>
      call<LabAccountStatus>({ method: 'PUT', path: `/users/${seg(userId)}/role`, body: { role } }),
    setDeactivated: (userId: string | number, deactivated: boolean) =>
      call<LabAccountStatus>({
        method: 'PUT',
        path: `/users/${seg(userId)}/deactivation`,
        body: { deactivated },
      }),
  };
}

/** What the lab records about where a sign-in came from (a lab without sessions ignores the headers). */
export function signInHeaders(origin: { userAgent?: string; country?: string }): Record<string, string> {
  const headers: Record<string, string> = {};
  // Headers carry no control characters; a user agent longer than the lab keeps is cut here already.
  const agent = origin.userAgent?.replace(/\p{Cc}/gu, '').slice(0, 512);
  if (agent) headers['x-client-user-agent'] = agent;
  if (origin.country) headers['x-client-country'] = origin.country;
  return headers;
}
