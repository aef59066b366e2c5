import { Link } from 'react-router';
import type { RollCardFieldsFragment } from '../../../../gql/graphql';
import { formatDate } from '../../../../lib/format';
import { pushPullLabel } from '../../../orders/labels';
import { daysLeft, rollStorage } from '../access/storage';
import { ChipName } from '../tag-editor/tag-editor';
import styles from './roll-card.module.css';

/** One roll: its first frames as a strip of film, then stock, format, date, count and tags. */
export function RollCard({ roll, userBase }: { roll: RollCardFieldsFragment; userBase: string }) {
  const title = roll.name || roll.stock;
  const storage = rollStorage(roll);
  const date = formatDate(roll.syncedAt);
  const frames = roll.previewScans;
  return (
    <article className={`${styles.card} ${storage === 'expired' ? styles.locked : ''}`}>
      <div className={styles.strip} aria-hidden="true">
        {frames.length === 0
          ? Array.from({ length: 4 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: empty frames are identical.
              <span key={index} className={styles.frame} />
            ))
          : frames.slice(0, 6).map((scan) => (
              <span key={scan.id} className={styles.frame}>
                <img
                  src={scan.thumbnailUrl}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={scan.width}
                  height={scan.height}
                />
              </span>
            ))}
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link to={`${userBase}/rolls/${roll.id}`} className={styles.link}>
            {title}
          </Link>
        </h2>
        <p className={styles.meta}>
          {roll.name ? `${roll.stock} · ` : ''}
          {roll.formatLabel} · {roll.processLabel}
          {roll.pushPull !== 0 ? ` · ${pushPullLabel(roll.pushPull)}` : ''}
        </p>
        <p className={styles.count}>
          {roll.scanCount} scan{roll.scanCount === 1 ? '' : 's'}
          {date ? ` · ${date}` : roll.scanCount === 0 ? ' · on its way' : ''}
        </p>
        {(roll.tags.length > 0 || roll.locations.length > 0) && (
          <ul className={styles.tags} aria-label="Tags and locations">
            {roll.tags.map((tag) => (
              <li key={tag.id} className={styles.tag}>
                <ChipName name={tag.name} />
              </li>
            ))}
            {roll.locations.map((place) => (
              <li key={place.id} className={`${styles.tag} ${styles.place}`}>
                {place.name}
              </li>
            ))}
          </ul>
        )}
        {storage === 'expiring' && roll.storageExpiresAt && (
          <p className={styles.expiring}>
            Leaves storage in {daysLeft(roll.storageExpiresAt)} day
            {daysLeft(roll.storageExpiresAt) === 1 ? '' : 's'} — download it from the roll
          </p>
        )}
        {storage === 'expired' && (
          <p className={styles.expired}>Storage ended · thumbnails only until you join</p>
        )}
      </div>
    </article>
  );
}
