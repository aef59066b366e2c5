import { type Call, seg } from './call.js';
import type { LabBody, LabSchema } from './contract.js';
import type { LabUser, LabUserPage } from './types.js';

export type LabUserUpdate = LabBody<'/users/{id}', 'put'>;

export type LabReferrals = LabSchema<'Referrals'>;

export function usersApi(call: Call) {
  return {
    get: (id: string | number) => call<LabUser>({ method: 'GET', path: `/users/${seg(id)}` }),
    update: (id: string | number, body: LabUserUpdate) =>
      call<LabUser>({ method: 'PUT', path: `/users/${seg(id)}`, body }),
    purchaseSubscription: (id: string | number, planId: string, token: string, promoCode?: string) =>
      call<LabUser>({
        method: 'POST',
        path: `/users/${seg(id)}/subscriptions/${seg(planId)}`,
        query: { promoCode },
        body: { token },
      }),
    /** A signed 15-minute link to PUT a new avatar to (docs/lab-behaviour.md "Users"). */
    profilePicLink: (id: string | number, fileType: string) =>
      call<{ method: 'PUT'; url: string; expiresAt: string }>({
        method: 'GET',
        path: `/users/${seg(id)}/profile-pic`,
        query: { fileType },
      }),
    /** The referral code and the invitations sent, newest first (docs/lab-behaviour.md "Users"). */
    referrals: (id: string | number) =>
      call<LabReferrals>({ method: 'GET', path: `/users/${seg(id)}/referrals` }),
    sendReferral: (id: string | number, email: string) =>
      call<LabReferrals>({ method: 'GET', path: `/users/${seg(id)}/send-referral`, query: { email } }),
    search: (query: { query?: string; role?: string; limit: number; offset: number }) =>
      call<LabUserPage>({ method: 'GET', path: '/users', query }),
  };
}
