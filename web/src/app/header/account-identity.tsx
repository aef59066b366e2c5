import { Avatar } from '../../components/ui/avatar';
import type { CurrentUser } from '../session/session-context';
import menu from './menu.module.css';

/**
 * Who is logged in, at the top of the account menu and the phone's menu: picture, name and e-mail, each on one line
 * and cut with an ellipsis when long, the whole text in its title (issue 26).
 */
export function AccountIdentity({ user }: { user: CurrentUser }) {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <div className={menu.identity}>
      <Avatar firstName={user.firstName} lastName={user.lastName} imageUrl={user.profileImageUrl} size={40} />
      <div className={menu.who}>
        <div className={menu.name} title={fullName}>
          {fullName}
        </div>
        <div className={menu.email} title={user.email}>
          {user.email}
        </div>
      </div>
    </div>
  );
}
