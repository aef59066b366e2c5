import { type FormEvent, useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { useClient, useQuery } from 'urql';
import { Button } from '../../../../components/ui/button';
import { FeatureNote } from '../../../../components/ui/feature-note';
import { FormAlert } from '../../../../components/ui/form-alert';
import { TextField } from '../../../../components/ui/text-field';
import type { SharedScansQuery as SharedScansResult } from '../../../../gql/graphql';
import { errorMessage, splitErrors } from '../../../../lib/error-message';
import { featureUnavailable } from '../../../../lib/feature-unavailable';
import { formatDate } from '../../../../lib/format';
import { SharedScansDownloadQuery, SharedScansQuery } from '../../api/shared-scans';
import { ZipDownloadControl } from '../download/download-button';
import type { Manifest } from '../download/zip-download';
import { ScanLightbox } from '../lightbox/scan-lightbox';
import styles from './shared-scans-page.module.css';

export const INVALID_LINK = 'This link is invalid or has expired';

/** /shared-scans/{code}: someone's shared scans for anyone with the link (spec §7), no login. */
export function SharedScansPage() {
  const { scanCode = '' } = useParams();
  const [password, setPassword] = useState<string | null>(null);
  const [{ data, error, fetching }] = useQuery({
    query: SharedScansQuery,
    variables: { code: scanCode, password },
    requestPolicy: 'network-only',
  });
  const shared = data?.sharedScans;
  const needsPassword = error?.graphQLErrors.some((e) => e.extensions?.field === 'password');
  const notFound = error?.graphQLErrors.some((e) => e.extensions?.code === 'NOT_FOUND');

  if (fetching && !shared && !error) {
    return (
      <div className={styles.page} aria-busy="true">
        <p role="status">Loading the scans…</p>
      </div>
    );
  }
  if (needsPassword) {
    return (
      <PasswordPrompt
        error={password === null ? null : splitErrors(error, { password: 'password' }).fields.password}
        busy={fetching}
        onSubmit={setPassword}
      />
    );
  }
  if (notFound || (!shared && !error)) return <InvalidLink />;
  if (!shared) {
    const unavailable = featureUnavailable(error);
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Shared scans</h1>
        {unavailable ? (
          <FeatureNote unavailable={unavailable} />
        ) : (
          <FormAlert message={errorMessage(error)} />
        )}
      </div>
    );
  }
  return <SharedGrid shared={shared} password={password} />;
}

function InvalidLink() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{INVALID_LINK}</h1>
      <p className={styles.meta}>Ask the person who shared the scans for a new link.</p>
    </div>
  );
}

function PasswordPrompt({
  error,
  busy,
  onSubmit,
}: {
  error: string | null | undefined;
  busy: boolean;
  onSubmit: (password: string) => void;
}) {
  const [value, setValue] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setEmpty(value === '');
    if (value !== '') onSubmit(value);
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Shared scans</h1>
      <form className={styles.password} onSubmit={submit} noValidate>
        <p className={styles.meta}>These scans are protected. Type the password you were given.</p>
        <TextField
          label="Password"
          type="password"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={empty ? 'Type the password' : (error ?? null)}
          autoFocus
        />
        <Button type="submit" busy={busy}>
          See the scans
        </Button>
      </form>
    </div>
  );
}

type Shared = SharedScansResult['sharedScans'];

function SharedGrid({ shared, password }: { shared: Shared; password: string | null }) {
  const [open, setOpen] = useState<number | null>(null);
  const client = useClient();
  const load = useCallback(async (): Promise<Manifest> => {
    const result = await client
      .query(SharedScansDownloadQuery, { code: shared.code, password }, { requestPolicy: 'network-only' })
      .toPromise();
    const manifest = result.data?.sharedScans.download;
    if (!manifest) throw new Error(errorMessage(result.error) ?? 'Downloads are not allowed for this link');
    return manifest;
  }, [client, shared.code, password]);
  const count = shared.scans.length;
  const expires = formatDate(shared.expiresAt);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>
            {shared.sharedBy} shared {count === 1 ? 'a scan' : `${count} scans`}
          </h1>
          <p className={styles.meta}>
            {expires ? `The link works until ${expires}.` : 'The link does not expire.'}
          </p>
        </div>
        {shared.allowDownload && count > 0 && (
          <ZipDownloadControl label="Download all" load={load} variant="primary" />
        )}
      </header>
      <ul className={styles.grid} aria-label="Shared scans">
        {shared.scans.map((scan, index) => (
          <li key={scan.id}>
            <button
              type="button"
              className={styles.tile}
              aria-label={`Frame ${String(scan.frame).padStart(2, '0')}, ${scan.filmBrand} ${scan.filmModel}`}
              onClick={() => setOpen(index)}
            >
              <img src={scan.thumbnailUrl} alt="" width={scan.width} height={scan.height} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <ScanLightbox
        scans={shared.scans}
        index={open ?? 0}
        open={open !== null}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
