import { ButtonLink } from '../../../../components/ui/button';
import type { PlatformAccessStatus } from '../../../../gql/graphql';
import { formatDate } from '../../../../lib/format';
import styles from './platform-banner.module.css';

interface PlatformBannerProps {
  access: { status: PlatformAccessStatus; trialEndsAt?: string | null; storageDays?: number | null };
  /** Staff see the customer's terms as a note, not as an offer. */
  asAdmin: boolean;
}

/** The trial's end, or once it has ended, the prompt to become a member (spec §1, decision 060). */
export function PlatformBanner({ access, asAdmin }: PlatformBannerProps) {
  if (access.status === 'MEMBER') return null;
  const expired = access.status === 'EXPIRED';
  const ends = formatDate(access.trialEndsAt);
  if (asAdmin) {
    return (
      <p className={styles.note} role="note">
        {expired
          ? 'This customer’s platform trial has ended.'
          : `On the platform trial${ends ? ` until ${ends}` : ''}.`}{' '}
        Non-member rolls are kept {access.storageDays ?? 30} days after sync.
      </p>
    );
  }
  return (
    <section
      className={`${styles.banner} ${expired ? styles.expired : ''}`}
      aria-labelledby="platform-banner-title"
    >
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{expired ? 'Trial ended' : 'Platform trial'}</p>
        <h2 id="platform-banner-title" className={styles.title}>
          {expired
            ? 'Become a member to keep your scans at hand'
            : `Your trial runs${ends ? ` until ${ends}` : ' for 30 days'}`}
        </h2>
        <p className={styles.text}>
          {expired
            ? 'Your thumbnails stay here. Full-size scans, downloads, sharing and contact sheets come back the moment you join.'
            : `Each roll’s scans are kept ${access.storageDays ?? 30} days after they arrive. Members keep every roll for as long as they’re members.`}
        </p>
      </div>
      <ButtonLink to="/pricing" variant={expired ? 'primary' : 'secondary'}>
        {expired ? 'Become a member' : 'See memberships'}
      </ButtonLink>
    </section>
  );
}
