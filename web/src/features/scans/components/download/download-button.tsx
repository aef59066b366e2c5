import { useCallback } from 'react';
import { useClient } from 'urql';
import { useSession } from '../../../../app/session/session-context';
import { Button, type ButtonSize, type ButtonVariant } from '../../../../components/ui/button';
import type { DownloadInput } from '../../../../gql/graphql';
import { errorMessage } from '../../../../lib/error-message';
import { DownloadManifestQuery } from '../../api/download';
import styles from './download-button.module.css';
import { DownloadProgressView } from './download-progress';
import { useZipDownload } from './use-zip-download';
import type { Manifest } from './zip-download';

interface DownloadButtonProps {
  /** Exactly one of pickUpId, rollId or scanIds, and the size. */
  input: DownloadInput;
  label: string;
  /** Whose scans (staff on a customer's page); the signed-in user's by default. */
  userId?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Downloads a pick-up, a roll or a selection as one zip, with files and bytes progress and cancel. */
export function DownloadButton({
  input,
  label,
  userId,
  variant = 'secondary',
  size = 'sm',
}: DownloadButtonProps) {
  const client = useClient();
  const { user } = useSession();
  const asAdmin = Boolean(userId && user && userId !== user.id);
  const key = JSON.stringify(input);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the input's value.
  const load = useCallback(async (): Promise<Manifest> => {
    const result = await client
      .query(
        DownloadManifestQuery,
        { userId: userId ?? user?.id ?? '', asAdmin, input },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    const manifest = (asAdmin ? result.data?.user : result.data?.me)?.download;
    if (!manifest) throw new Error(errorMessage(result.error) ?? 'These scans cannot be downloaded');
    return manifest;
  }, [client, key, userId, user?.id, asAdmin]);

  return <ZipDownloadControl label={label} load={load} variant={variant} size={size} />;
}

/** The button and its progress for any manifest source (a user's scans or a public share link). */
export function ZipDownloadControl({
  label,
  load,
  variant = 'secondary',
  size = 'sm',
}: {
  label: string;
  load: () => Promise<Manifest>;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const { state, start, cancel } = useZipDownload(load);
  const running = state.phase === 'preparing' || state.phase === 'downloading';
  return (
    <div className={styles.wrap}>
      <Button variant={variant} size={size} onClick={() => void start()} busy={running}>
        {label}
      </Button>
      <DownloadProgressView state={state} onCancel={cancel} />
    </div>
  );
}
