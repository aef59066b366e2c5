import styles from './avatar.module.css';

export function initials(firstName: string, lastName: string): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
  return letters || '?';
}

interface AvatarProps {
  firstName: string;
  lastName: string;
  imageUrl?: string | null;
  size?: number;
}

/**
 * Decorative: the name always sits next to it or in the control's accessible name. The initials are drawn from
 * `data-initials` by CSS rather than written as text, so a button named 'Account menu for Ada Lovelace' does not
 * also show 'AL' as text its name leaves out (axe-core label-content-name-mismatch).
 */
export function Avatar({ firstName, lastName, imageUrl, size = 36 }: AvatarProps) {
  return (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, fontSize: size * 0.36 }}
      aria-hidden="true"
      data-initials={imageUrl ? undefined : initials(firstName, lastName)}
    >
      {imageUrl && <img src={imageUrl} alt="" />}
    </span>
  );
}
