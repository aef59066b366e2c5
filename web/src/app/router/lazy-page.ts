import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose component loads on first visit. Each feature area is one module (one chunk), so a
 * visitor to the landing page never downloads the admin screens.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => ({ Component: (await load())[name] as ComponentType }),
  };
}

/** The areas the public pages reach; their client's build references no other (a table of its own). */
export const publicAreas = {
  home: () => import('../routes/home'),
  auth: () => import('../routes/auth'),
  landing: () => import('../routes/landing'),
  publicPages: () => import('../routes/public-pages'),
  membership: () => import('../routes/membership'),
  pricing: () => import('../routes/pricing'),
  notFound: () => import('../routes/not-found'),
};

/** The signed-in areas (the app's route table only). */
export const areas = {
  rolls: () => import('../routes/rolls'),
  roll: () => import('../routes/roll'),
  scans: () => import('../routes/scans'),
  orders: () => import('../routes/orders'),
  orderEditor: () => import('../routes/order-editor'),
  orderForms: () => import('../routes/order-forms'),
  prints: () => import('../routes/prints'),
  account: () => import('../routes/account'),
  shop: () => import('../routes/shop'),
  onboarding: () => import('../routes/onboarding'),
  vendor: () => import('../routes/vendor'),
  courier: () => import('../routes/courier'),
  admin: () => import('../routes/admin'),
};
