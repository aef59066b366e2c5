import { addressesApi } from './addresses.js';
import { authApi } from './auth.js';
import { bindCall } from './call.js';
import { publicApi } from './public.js';
import type { CallerContext, LabTransport } from './transport.js';
import { usersApi } from './users.js';

export type LabClient = ReturnType<typeof createLabClient>;

/** The lab's REST API for one caller: one module per resource. */
export function createLabClient(transport: LabTransport, caller: CallerContext) {
  const call = bindCall(transport, caller);
  return {
    auth: authApi(call),
    users: usersApi(call),
    addresses: addressesApi(call),
    public: publicApi(call),
  };
}

export { LabApiError, LabTimeoutError, LabUnavailableError } from './errors.js';
export { LabTransport } from './transport.js';
