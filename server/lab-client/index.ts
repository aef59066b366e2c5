import { addressesApi } from './addresses.js';
import { authApi } from './auth.js';
import { bindCall } from './call.js';
import { publicApi } from './public.js';
import type { PublicCache } from './public-cache.js';
import { socialApi } from './social.js';
import { subscribersApi } from './subscribers.js';
import type { CallerContext, LabTransport } from './transport.js';
import { usersApi } from './users.js';

export type LabClient = ReturnType<typeof createLabClient>;

/** The lab's REST API for one caller: one module per resource. */
export function createLabClient(transport: LabTransport, caller: CallerContext, publicCache?: PublicCache) {
  const call = bindCall(transport, caller);
  // Public reads go out without the caller's token (see PublicCache); the request id still travels.
  const anonymous = bindCall(transport, {
    requestId: caller.requestId,
    log: caller.log,
    get traceParent() {
      return caller.traceParent;
    },
  });
  const shared = publicCache ? publicCache.wrap(anonymous) : anonymous;
  const social = socialApi(call);
  return {
    auth: authApi(call),
    users: usersApi(call),
    addresses: addressesApi(call),
    // The waitlist is a write under the caller's own session; the reads are shared.
    public: { ...publicApi(shared), joinWaitlist: publicApi(call).joinWaitlist },
    social: {
      ...social,
      async select(...args: Parameters<typeof social.select>) {
        const changed = await social.select(...args);
        publicCache?.forgetSelectedSubmissions();
        return changed;
      },
      selected: socialApi(shared).selected,
    },
    subscribers: subscribersApi(call),
  };
}

export { LabApiError, LabTimeoutError, LabUnavailableError } from './errors.js';
export { PublicCache } from './public-cache.js';
export { LabTransport } from './transport.js';
