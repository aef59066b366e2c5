import { useRef } from 'react';
import { FormAlert } from '../../components/ui/form-alert';
import { useAvatarUpload } from '../../features/account/api/use-avatar-upload';
import { useSession } from '../session/session-context';
import menu from './menu.module.css';

/**
 * Spec §2: the avatar menu's picture upload (JPEG or PNG), the same upload as Settings. The menu stays open while it
 * goes, showing its progress and outcome; the header's avatar changes once the picture is saved.
 */
export function AvatarUploadItem({ hasPicture }: { hasPicture: boolean }) {
  const { refreshUser } = useSession();
  const { choose, progress, problem, done } = useAvatarUpload(null, () => void refreshUser());
  const input = useRef<HTMLInputElement>(null);
  return (
    <li>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png"
        aria-label="Profile picture file"
        tabIndex={-1}
        className="visually-hidden"
        onChange={(event) => void choose(event)}
      />
      <button
        type="button"
        className={menu.item}
        data-keep-open
        aria-busy={progress !== null || undefined}
        onClick={() => input.current?.click()}
      >
        {hasPicture ? 'Change Picture' : 'Upload Picture'}
        <span className={menu.hint}>JPEG or PNG</span>
      </button>
      {progress !== null && (
        <progress className={menu.progress} max={1} value={progress} aria-label="Uploading picture" />
      )}
      <div className={menu.note}>
        <FormAlert message={problem} />
        <FormAlert tone="success" message={done ? 'Picture saved.' : null} />
      </div>
    </li>
  );
}
