import type { CurrentUser } from './session/session-context';

/** The roles with screens of their own (decision 074): a vendor's home and a courier's route. */
const OWN_SCREEN_ROLES = new Set(['VENDOR', 'MESSENGER']);

/**
 * Whether someone may open a path of the customer area (issue 26, decision 130). Customers may open their own
 * /users/{id} pages, admins any. A vendor or a courier has their own screens and, of the customer area,
 * only their own Settings: no new order, onboarding, shop, checkout or another user's pages.
 */
export function mayOpenCustomerPath(user: Pick<CurrentUser, 'id' | 'role'>, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (OWN_SCREEN_ROLES.has(user.role)) return path === `/users/${user.id}/settings`;
  // A customer's pages are their own; staff reach anyone's under /admin/users/{id} (spec §6).
  const owner = /^\/users\/([^/]+)/.exec(path)?.[1];
  return user.role === 'ADMIN' || owner === undefined || decodeURIComponent(owner) === user.id;
}

/** Whether the person places film orders at all (the header's 'New Order'). */
export function ordersFilm(user: Pick<CurrentUser, 'role'>): boolean {
  return !OWN_SCREEN_ROLES.has(user.role);
}
