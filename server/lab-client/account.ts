import { type Call, seg } from './call.js';
import type { LabSchema } from './contract.js';
import type { LabUser } from './types.js';

export type LabCard = LabSchema<'Card'>;

/** What a person manages about their own account (docs/lab-behaviour.md "Users", decision 071). */
export function accountApi(call: Call) {
  const user = (id: string | number) => `/users/${seg(id)}`;
  return {
    updateEmail: (id: string | number, body: { email: string; currentPassword?: string }) =>
      call<LabUser>({ method: 'PUT', path: `${user(id)}/email`, body }),
    changePassword: (id: string | number, body: { currentPassword: string; newPassword: string }) =>
      call<{ changed: boolean }>({ method: 'PUT', path: `${user(id)}/password`, body }),
    savePreferences: (id: string | number, preferences: Array<{ key: string; value: string }>) =>
      call<Array<{ key: string; value: string }>>({
        method: 'PUT',
        path: `${user(id)}/preferences`,
        body: { preferences },
      }),
    cards: (id: string | number) => call<LabCard[]>({ method: 'GET', path: `${user(id)}/payment-methods` }),
    addCard: (id: string | number, token: string) =>
      call<LabUser>({ method: 'PUT', path: `${user(id)}/payment-methods/token`, body: { token } }),
    setDefaultCard: (id: string | number, cardId: string) =>
      call<LabUser>({ method: 'PUT', path: `${user(id)}/payment-methods/${seg(cardId)}/default` }),
    removeCard: (id: string | number, cardId: string) =>
      call<LabUser>({ method: 'DELETE', path: `${user(id)}/payment-methods/${seg(cardId)}` }),
    setRenewal: (id: string | number, cancelAtPeriodEnd: boolean) =>
      call<LabUser>({ method: 'PUT', path: `${user(id)}/membership`, body: { cancelAtPeriodEnd } }),
  };
}
