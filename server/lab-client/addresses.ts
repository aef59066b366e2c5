import { type Call, seg } from './call.js';
import type { LabBody } from './contract.js';
import type { LabAddress, LabUser } from './types.js';

export type LabAddressBody = LabBody<'/users/{id}/address', 'post'>;

export function addressesApi(call: Call) {
  const base = (userId: string | number) => `/users/${seg(userId)}/address`;
  return {
    create: (userId: string | number, body: LabAddressBody) =>
      call<LabAddress>({ method: 'POST', path: base(userId), body }),
    update: (userId: string | number, id: string | number, body: LabAddressBody) =>
      call<LabAddress>({ method: 'PUT', path: `${base(userId)}/${seg(id)}`, body }),
    remove: (userId: string | number, id: string | number) =>
      call<LabUser>({ method: 'DELETE', path: `${base(userId)}/${seg(id)}` }),
  };
}
