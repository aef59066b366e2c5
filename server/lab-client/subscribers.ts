import type { Call } from './call.js';
import type { LabSchema } from './contract.js';

/** A newsletter subscriber as the lab answers it. */
export type LabSubscriber = LabSchema<'Subscriber'>;

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
