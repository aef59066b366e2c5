import { useLocation, useParams } from 'react-router';

/** The customer pages live at /users/:userId and, for admins, at /admin/users/:userId (spec §6). */
export function useUserBase(): string {
  const { userId = '' } = useParams();
  const { pathname } = useLocation();
  return pathname.startsWith('/admin/') ? `/admin/users/${userId}` : `/users/${userId}`;
}
