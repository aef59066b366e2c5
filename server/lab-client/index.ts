import { accountApi } from './account.js';
import { addressesApi } from './addresses.js';
import { authApi } from './auth.js';
import { bindCall, type Call } from './call.js';
import { cartApi } from './cart.js';
import { downloadsApi } from './downloads.js';
import { exposuresApi } from './exposures.js';
import { filmRollsApi } from './film-rolls.js';
import type { LabFeature } from './generated/lab-routes.js';
import { messengersApi } from './messengers.js';
import { ordersApi } from './orders.js';
import { placesApi } from './places.js';
import { printsApi } from './prints.js';
import { productsApi } from './products.js';
import { publicApi } from './public.js';
import type { PublicCache } from './public-cache.js';
import { scansApi } from './scans.js';
import { sessionsApi } from './sessions.js';
import { shareLinksApi } from './share-links.js';
import { socialApi } from './social.js';
import { subscribersApi } from './subscribers.js';
import type { CallerContext, LabTransport } from './transport.js';
import { usersApi } from './users.js';
import { vendorOrdersApi } from './vendor-orders.js';

/**
 * The lab's REST API for one caller (one GraphQL request): one module per resource.
 *
 * Every request builds one of these, and most use one or two resources: each resource is built the first time
 * it is read, so a `{ me }` request does not pay for the fifty-odd call functions it never uses.
 */
export class LabClient {
  #call?: Call;
  #shared?: Call;
  #auth?: ReturnType<typeof authApi>;
  #users?: ReturnType<typeof usersApi>;
  #addresses?: ReturnType<typeof addressesApi>;
  #public?: ReturnType<typeof publicApi>;
  #social?: ReturnType<typeof socialApi>;
  #subscribers?: ReturnType<typeof subscribersApi>;
  #orders?: ReturnType<typeof ordersApi>;
  #places?: ReturnType<typeof placesApi>;
  #exposures?: ReturnType<typeof exposuresApi>;
  #messengers?: ReturnType<typeof messengersApi>;
  #account?: ReturnType<typeof accountApi>;
  #products?: ReturnType<typeof productsApi>;
  #cart?: ReturnType<typeof cartApi>;
  #prints?: ReturnType<typeof printsApi>;
  #filmRolls?: ReturnType<typeof filmRollsApi>;
  #scans?: ReturnType<typeof scansApi>;
  #shareLinks?: ReturnType<typeof shareLinksApi>;
  #downloads?: ReturnType<typeof downloadsApi>;
  #vendorOrders?: ReturnType<typeof vendorOrdersApi>;
  #sessions?: ReturnType<typeof sessionsApi>;

  constructor(
    private readonly transport: LabTransport,
    private readonly caller: CallerContext,
    private readonly publicCache?: PublicCache,
  ) {}

  /**
   * Whether the lab offers an extension feature (docs/decisions/097): a resolver takes the documented way when it is
   * off, the extension when it is on.
   */
  has(feature: LabFeature): boolean {
    return this.transport.isOn(feature);
  }

  /** The extension features the lab offers, sorted. */
  features(): LabFeature[] {
    return this.transport.featuresOn();
  }

  /** Calls under the caller's own session. */
  private get call(): Call {
    this.#call ??= bindCall(this.transport, this.caller);
    return this.#call;
  }

  /** Public reads go out without the caller's token (see PublicCache); the request id still travels. */
  private get shared(): Call {
    if (!this.#shared) {
      const caller = this.caller;
      const anonymous = bindCall(this.transport, {
        requestId: caller.requestId,
        log: caller.log,
        get traceParent() {
          return caller.traceParent;
        },
      });
      this.#shared = this.publicCache ? this.publicCache.wrap(anonymous) : anonymous;
    }
    return this.#shared;
  }

  get auth() {
    this.#auth ??= authApi(this.call);
    return this.#auth;
  }

  get sessions() {
    this.#sessions ??= sessionsApi(this.call);
    return this.#sessions;
  }

  get users() {
    this.#users ??= usersApi(this.call);
    return this.#users;
  }

  get addresses() {
    this.#addresses ??= addressesApi(this.call);
    return this.#addresses;
  }

  /** The waitlist is a write under the caller's own session; the reads are shared. */
  get public() {
    this.#public ??= { ...publicApi(this.shared), joinWaitlist: publicApi(this.call).joinWaitlist };
    return this.#public;
  }

  get social() {
    if (!this.#social) {
      const own = socialApi(this.call);
      const publicCache = this.publicCache;
      this.#social = {
        ...own,
        async select(...args: Parameters<typeof own.select>) {
          const changed = await own.select(...args);
          publicCache?.forgetSelectedSubmissions();
          return changed;
        },
        selected: socialApi(this.shared).selected,
      };
    }
    return this.#social;
  }

  get subscribers() {
    this.#subscribers ??= subscribersApi(this.call);
    return this.#subscribers;
  }

  get orders() {
    this.#orders ??= ordersApi(this.call);
    return this.#orders;
  }

  get places() {
    this.#places ??= placesApi(this.call);
    return this.#places;
  }

  get exposures() {
    this.#exposures ??= exposuresApi(this.call);
    return this.#exposures;
  }

  get products() {
    this.#products ??= productsApi(this.call);
    return this.#products;
  }

  get cart() {
    this.#cart ??= cartApi(this.call);
    return this.#cart;
  }

  /** Papers are public and shared; drafts and a user's frames go under the caller's session. */
  get prints() {
    this.#prints ??= printsApi(this.call, this.shared);
    return this.#prints;
  }

  get account() {
    this.#account ??= accountApi(this.call);
    return this.#account;
  }

  get filmRolls() {
    this.#filmRolls ??= filmRollsApi(this.call);
    return this.#filmRolls;
  }

  get scans() {
    this.#scans ??= scansApi(this.call);
    return this.#scans;
  }

  /** Shared scans are public but never cached: each view is counted and a password may travel with it. */
  get shareLinks() {
    if (!this.#shareLinks) {
      const caller = this.caller;
      const anonymous = bindCall(this.transport, {
        requestId: caller.requestId,
        log: caller.log,
        get traceParent() {
          return caller.traceParent;
        },
      });
      this.#shareLinks = shareLinksApi(this.call, anonymous);
    }
    return this.#shareLinks;
  }

  get vendorOrders() {
    this.#vendorOrders ??= vendorOrdersApi(this.call);
    return this.#vendorOrders;
  }

  get downloads() {
    this.#downloads ??= downloadsApi(this.call);
    return this.#downloads;
  }

  get messengers() {
    this.#messengers ??= messengersApi(this.call);
    return this.#messengers;
  }
}

export { LabApiError, LabTimeoutError, LabUnavailableError } from './errors.js';
export { PublicCache } from './public-cache.js';
export { LabTransport } from './transport.js';
