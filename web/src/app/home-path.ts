import type { CurrentUser } from './session/session-context';

/** Where '/' sends a logged-in person (spec §2 'Public', in the spec's order of checks). */
export function homePathFor(user: Pick<CurrentUser, 'id' | 'role' | 'phone' | 'firstOrderCreated'>): string {
  if (user.role === 'VENDOR') return '/vendor-orders';
  if (user.role === 'ADMIN') return '/admin/orders';
  if (user.role === 'MESSENGER') return '/courier';
  if (!user.phone) return '/complete-user-details';
  if (!user.firstOrderCreated) return '/onboarding/rolls';
  return `/users/${user.id}/rolls`;
}

/** Only same-site paths are followed after login, so a crafted link can't bounce someone elsewhere. */
export function safeReturnPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  if (from === '/login' || from.startsWith('/login?')) return '/';
  return from;
}
