import { type ChangeEvent, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useCurrentError } from '../../../lib/use-current-error';
import {
  AVATAR_TYPES,
  AvatarProblem,
  putWithProgress,
  scaleToJpeg,
  useStartProfilePicUpload,
} from './profile-pic';

/**
 * The avatar upload (spec §5: JPEG or PNG, scaled in the browser to 150 px a side, sent as JPEG to a signed link),
 * for Settings and the avatar menu: `choose` is the file input's change handler; progress (0–1) while it goes, the
 * problem in words for the person, done once saved. Choosing again clears the last outcome.
 */
export function useAvatarUpload(forUserId: string | null, onUploaded: () => void) {
  const [, start] = useStartProfilePicUpload();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // The upload's problem goes when another part of the page acts; starting one puts their old errors away.
  const shown = useCurrentError(problem, []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    shown.started();
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

  return { choose, progress, problem: shown.current ?? null, done };
}
