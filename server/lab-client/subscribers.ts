import type { Call } from './call.js';

/** A newsletter subscriber as the lab answers it. */
export interface LabSubscriber {
  id: number;
  email: string;
  zip: string;
  ipAddress: string | null;
  country: string | null;
  createdAt: string;
}

export interface NewSubscriber {
  email: string;
  zip?: string;
  ipAddress?: string;
  country?: string;
}

/** The newsletter list. Adding an e-mail that is already there answers the stored subscriber. */
export function subscribersApi(call: Call) {
  return {
    add: (body: NewSubscriber) => call<LabSubscriber>({ method: 'POST', path: '/subscribers', body }),
  };
}
