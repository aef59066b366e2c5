import { type Call, seg } from './call.js';
import type { LabUser, LabUserPage } from './types.js';

export interface LabUserUpdate {
  firstName?: string;
  lastName?: string;
  phone?: string;
}

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
    search: (query: { query?: string; limit: number; offset: number }) =>
      call<LabUserPage>({ method: 'GET', path: '/users', query }),
  };
}
