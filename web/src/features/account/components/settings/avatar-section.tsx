import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Avatar } from '../../../../components/ui/avatar';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { errorMessage } from '../../../../lib/error-message';
import {
  AVATAR_TYPES,
  AvatarProblem,
  putWithProgress,
  scaleToJpeg,
  useStartProfilePicUpload,
} from '../../api/profile-pic';
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
  const [, start] = useStartProfilePicUpload();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setDone(false);
    setProblem(null);
    if (!AVATAR_TYPES.includes(file.type)) {
      setProblem('Choose a JPEG or PNG picture.');
      return;
    }
    setProgress(0);
    try {
      const jpeg = await scaleToJpeg(file);
      const started = await start({ fileType: 'image/jpeg', userId: forUserId });
      const link = started.data?.startProfilePicUpload;
      if (!link) throw new AvatarProblem(errorMessage(started.error) ?? 'The upload could not start.');
      await putWithProgress(link.uploadUrl, jpeg, setProgress);
      setDone(true);
      onUploaded();
    } catch (error) {
      setProblem(
        error instanceof AvatarProblem
          ? error.message
          : 'The upload failed. Check your connection and try again.',
      );
    } finally {
      setProgress(null);
    }
  };

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
