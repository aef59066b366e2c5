import { useId, useRef } from 'react';
import { Avatar } from '../../../../components/ui/avatar';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { useAvatarUpload } from '../../api/use-avatar-upload';
import styles from './settings.module.css';

interface Person {
  firstName: string;
  lastName: string;
  profileImageUrl?: string | null;
}

/**
 * The profile picture: a JPEG or PNG is scaled in the browser to at most 150 px a side, exported as JPEG and PUT
 * to a signed link with its progress shown. `onUploaded` refreshes wherever the avatar shows (the header).
 */
export function AvatarSection({
  person,
  forUserId,
  onUploaded,
}: {
  person: Person;
  forUserId: string | null;
  onUploaded: () => void;
}) {
  const { choose, progress, problem, done } = useAvatarUpload(forUserId, onUploaded);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  return (
    <section className={styles.section} aria-labelledby="avatar-title">
      <h2 id="avatar-title" className={styles.sectionTitle}>
        Profile picture
      </h2>
      <div className={styles.actions}>
        <Avatar
          firstName={person.firstName}
          lastName={person.lastName}
          imageUrl={person.profileImageUrl}
          size={72}
        />
        <input
          ref={input}
          id={inputId}
          type="file"
          aria-label="Profile picture file"
          tabIndex={-1}
          accept="image/jpeg,image/png"
          className={styles.visuallyHidden}
          onChange={(event) => void choose(event)}
        />
        <Button variant="secondary" busy={progress !== null} onClick={() => input.current?.click()}>
          {person.profileImageUrl ? 'Change picture' : 'Upload a picture'}
        </Button>
      </div>
      <p className={styles.muted}>JPEG or PNG; we keep it small (150 px).</p>
      {progress !== null && (
        <progress className={styles.progress} max={1} value={progress} aria-label="Uploading picture" />
      )}
      <FormAlert message={problem} />
      <FormAlert tone="success" message={done ? 'Picture saved.' : null} />
    </section>
  );
}
