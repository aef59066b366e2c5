import { Card } from '../../../../components/ui/card';
import { formatCents, formatDate } from '../../../../lib/format';
import styles from '../settings/settings.module.css';

interface Friend {
  name: string;
  signedUpAt: string;
  ordered: boolean;
  creditEarned: number;
}

interface ReferredFriendsProps {
  friends: readonly Friend[];
  totalEarned: number;
  friendCredit: number;
  referrerCredit: number;
}

/** Friends who signed up with the code: when, whether they ordered, and what each earned the referrer. */
export function ReferredFriends({
  friends,
  totalEarned,
  friendCredit,
  referrerCredit,
}: ReferredFriendsProps) {
  return (
    <Card>
      <section className={styles.section} aria-labelledby="friends-title">
        <h2 id="friends-title" className={styles.sectionTitle}>
          Friends who joined
        </h2>
        <p className={styles.muted}>
          A friend who signs up with your code gets {formatCents(friendCredit)} credit. You earn{' '}
          {formatCents(referrerCredit)} credit when their first order is paid.
        </p>
        <p>
          Total earned: <strong data-testid="referral-total">{formatCents(totalEarned)}</strong>
        </p>
        {friends.length === 0 ? (
          <p className={styles.muted}>No friends have joined with your code yet.</p>
        ) : (
          <ul className={styles.list} aria-label="Referred friends">
            {friends.map((friend) => (
              <li key={`${friend.name}-${friend.signedUpAt}`} className={styles.item}>
                <span className={styles.itemText}>
                  <strong>{friend.name}</strong>
                  <span className={styles.muted}>Signed up {formatDate(friend.signedUpAt)}</span>
                </span>
                <span className={styles.itemText}>
                  <span>{friend.ordered ? 'Ordered' : 'No order yet'}</span>
                  <span className={styles.badge}>
                    {friend.creditEarned > 0
                      ? `${formatCents(friend.creditEarned)} earned`
                      : friend.ordered
                        ? 'Credit when their order is paid'
                        : 'No credit yet'}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
