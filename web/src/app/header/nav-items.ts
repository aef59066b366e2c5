import { site } from '../../lib/site';
import type { CurrentUser } from '../session/session-context';

export type NavItem =
  | { kind: 'link'; label: string; to: string }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'group'; label: string; items: { label: string; to: string }[] };

type NavUser = Pick<CurrentUser, 'id' | 'role' | 'firstOrderCreated'>;

const link = (label: string, to: string): NavItem => ({ kind: 'link', label, to });

/** Spec §6: admins use the /admin-prefixed copies of the customer pages. */
export function userBasePath(user: Pick<CurrentUser, 'id' | 'role'>): string {
  return user.role === 'ADMIN' ? `/admin/users/${user.id}` : `/users/${user.id}`;
}

/** Admins, and customers once they have a first order, get the full member menu. */
export function hasMemberMenu(user: NavUser | null): user is NavUser {
  return !!user && (user.role === 'ADMIN' || user.firstOrderCreated);
}

/** The header's links, exactly per spec §2 'Header and menus'. */
export function navItemsFor(user: NavUser | null, options: { clubVariant: boolean }): NavItem[] {
  const faq = link('FAQ', '/frequently-asked-questions');
  const purchase = link('Purchase Membership', '/memberships/purchase');
  const about = link('About', '/about');

  if (user?.role === 'MESSENGER') return [link('Today’s Route', '/courier'), faq];
  if (user?.role === 'VENDOR') return [link('Vendor Home', '/vendor-orders'), faq];
  if (hasMemberMenu(user)) {
    const base = userBasePath(user);
    return [
      link('Rolls', `${base}/rolls`),
      link('Orders', `${base}/orders`),
      link('Shop', '/products/all'),
      {
        kind: 'group',
        label: 'Print',
        items: [
          { label: '4x6 Prints', to: `${base}/small-print-orders` },
          { label: 'Large Format Prints', to: `${base}/print-orders/new/selector` },
        ],
      },
      faq,
    ];
  }
  if (user) return [link('Onboarding', '/onboarding/rolls'), about, faq, purchase];
  return [
    about,
    link('Pricing', '/pricing'),
    purchase,
    { kind: 'external', label: 'Notes', href: site.notesUrl },
    faq,
    options.clubVariant ? link('Lab', '/lab') : link('Club', '/club'),
  ];
}

/** Where 'New Order' leads (spec §2): onboarding until a first order exists, else the new-order page. */
export function newOrderPath(user: NavUser): string {
  if (user.role !== 'ADMIN' && !user.firstOrderCreated) return '/onboarding/rolls';
  return `${userBasePath(user)}/orders/new/rolls`;
}

/** Admin header links (spec §2 'Admin area'): two on the left, two on the right. */
export const adminNavLeft: NavItem[] = [
  link('Social Submissions', '/admin/social-submissions'),
  link('Roll Events Dash', '/admin/roll-events-dashboard'),
];
export const adminNavRight: NavItem[] = [
  link('Orders', '/admin/orders'),
  link('Products', '/admin/products'),
];
