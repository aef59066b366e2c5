import { type FormEvent, type TouchEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { TextField } from '../../../../components/ui/text-field';
import { errorMessage, splitErrors } from '../../../../lib/error-message';
import {
  RotateScanMutation,
  ScanPageQuery,
  ScanRollFramesQuery,
  SubmitScanToCommunityMutation,
} from '../../api/scan-page';
import { DownloadButton } from '../download/download-button';
import { preloadScanDialogs, ShareScansDialog, UnlockScansDialog } from '../lazy-dialogs';
import { ScanLightbox } from '../lightbox/scan-lightbox';
import { LocationEditor, TagEditor } from '../tag-editor/tag-editor';
import { useScanLocationActions, useScanTagActions } from '../tag-editor/use-chip-actions';
import { ExposurePanel } from './exposure-panel';
import { ScanDetails } from './scan-details-form';
import { SCAN_KEYS, swipeDirection, useScanKeys } from './scan-keys';
import styles from './scan-page.module.css';

interface ScanPageProps {
  userId: string;
  scanId: string;
  asAdmin: boolean;
  /** '/users/{id}' or '/admin/users/{id}': where the roll and the other frames live. */
  userBase: string;
}

const frameLabel = (frame: number) => `Frame ${String(frame).padStart(2, '0')}`;

type Panel = 'share' | 'unlock' | 'submit' | 'help' | null;

/** /users/{id}/gallery/{scanId}: one scan, its actions, tags and locations, previous/next and the lightbox. */
export function ScanPage({ userId, scanId, asAdmin, userBase }: ScanPageProps) {
  const navigate = useNavigate();
  const [{ data, error, fetching }, reload] = useQuery({
    query: ScanPageQuery,
    variables: { userId, asAdmin, scanId },
  });
  const owner = asAdmin ? data?.user : data?.me;
  const scan = owner?.scan ?? null;
  const [{ data: rollData }] = useQuery({
    query: ScanRollFramesQuery,
    variables: { userId, asAdmin, rollId: scan?.rollId ?? '' },
    pause: !scan,
  });
  const roll = (asAdmin ? rollData?.user : rollData?.me)?.filmRoll ?? null;
  const frames = roll?.scans?.items ?? [];
  const index = frames.findIndex((frame) => frame.id === scanId);
  const previous =
    index >= 0 && frames.length > 1 ? frames[(index - 1 + frames.length) % frames.length] : null;
  const next = index >= 0 && frames.length > 1 ? frames[(index + 1) % frames.length] : null;

  const [panel, setPanel] = useState<Panel>(null);
  const [lightbox, setLightbox] = useState(false);
  const [showInfo, setShowInfo] = useState(true);
  const [{ fetching: rotating, error: rotateError }, rotate] = useMutation(RotateScanMutation);
  const tagActions = useScanTagActions([scanId], userId);
  const locationActions = useScanLocationActions([scanId], userId);
  const sideRef = useRef<HTMLDivElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const go = (target: { id: string } | null) => target && navigate(`${userBase}/gallery/${target.id}`);
  const rollPath = scan ? `${userBase}/rolls/${scan.rollId}` : `${userBase}/rolls`;

  useScanKeys(
    {
      previous: () => go(previous),
      next: () => go(next),
      back: () => navigate(rollPath),
      info: () => setShowInfo((shown) => !shown),
      tag: () => {
        setShowInfo(true);
        requestAnimationFrame(() => sideRef.current?.querySelector<HTMLInputElement>('input')?.focus());
      },
      download: () => document.querySelector<HTMLButtonElement>('[data-scan-download] button')?.click(),
      help: () => setPanel('help'),
    },
    !lightbox && panel === null && Boolean(scan),
  );

  if (fetching && !scan) return <p className={styles.page}>Loading the scan…</p>;
  if (!scan) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Scan not found</h1>
        <FormAlert message={errorMessage(error)} />
        <Link to={`${userBase}/rolls`}>Back to your rolls</Link>
      </div>
    );
  }

  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0];
    touch.current = { x: point.clientX, y: point.clientY };
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    const point = event.changedTouches[0];
    touch.current = null;
    if (!start || !point) return;
    const way = swipeDirection(start, { x: point.clientX, y: point.clientY });
    if (way === 1) go(next);
    if (way === -1) go(previous);
  };
  const slides = frames.length > 0 ? frames : [scan];
  const slideIndex = Math.max(
    0,
    slides.findIndex((frame) => frame.id === scan.id),
  );

  return (
    <div className={styles.page}>
      <nav className={styles.crumbs} aria-label="Breadcrumb">
        <Link to={rollPath}>{roll?.name ?? roll?.stock ?? 'The roll'}</Link>
      </nav>
      <p className={styles.eyebrow}>
        {scan.filmBrand} {scan.filmModel}
        {frames.length > 0 && index >= 0 ? ` · ${index + 1} of ${frames.length}` : ''}
      </p>
      <h1 className={styles.title}>
        {frameLabel(scan.frame)} · {scan.name}
      </h1>
      <div className={styles.layout}>
        <div>
          <div className={styles.stage} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
            <button
              type="button"
              className={styles.photo}
              onClick={() => setLightbox(true)}
              aria-label={`Open ${frameLabel(scan.frame)} full screen`}
            >
              <img
                key={`${scan.id}-${scan.rotation}`}
                src={scan.midResUrl ?? scan.thumbnailUrl}
                alt={`${frameLabel(scan.frame)}, ${scan.filmBrand} ${scan.filmModel}`}
                width={scan.width}
                height={scan.height}
              />
            </button>
          </div>
          <div className={styles.nav}>
            {previous ? (
              <ButtonLink variant="ghost" size="sm" to={`${userBase}/gallery/${previous.id}`}>
                ← Previous frame
              </ButtonLink>
            ) : (
              <span />
            )}
            {next && (
              <ButtonLink variant="ghost" size="sm" to={`${userBase}/gallery/${next.id}`}>
                Next frame →
              </ButtonLink>
            )}
          </div>
        </div>
        <aside className={styles.side} aria-label="Scan details" ref={sideRef}>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              busy={rotating}
              onClick={() => void rotate({ scanId: scan.id, direction: 'LEFT', userId }).then(() => reload())}
            >
              Rotate left
            </Button>
            <Button
              variant="secondary"
              size="sm"
              busy={rotating}
              onClick={() =>
                void rotate({ scanId: scan.id, direction: 'RIGHT', userId }).then(() => reload())
              }
            >
              Rotate right
            </Button>
          </div>
          <FormAlert message={errorMessage(rotateError)} />
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              onPointerEnter={preloadScanDialogs}
              onFocus={preloadScanDialogs}
              onClick={() => setPanel('share')}
            >
              Share
            </Button>
            {/* Unlocked at both sizes: nothing left to unlock (decision 104). */}
            {!(scan.unlocked.includes('SIXTEEN_BIT_TIFF') && scan.unlocked.includes('HD')) && (
              <Button
                variant="secondary"
                size="sm"
                onPointerEnter={preloadScanDialogs}
                onFocus={preloadScanDialogs}
                onClick={() => setPanel('unlock')}
              >
                Unlock
              </Button>
            )}
            <Button variant="secondary" size="sm" onClick={() => setPanel('submit')}>
              Submit to the community
            </Button>
            <span data-scan-download>
              <DownloadButton input={{ scanIds: [scan.id] }} label="Download" userId={userId} />
            </span>
          </div>
          <ScanDetails
            key={scan.id}
            scan={scan}
            userId={userId}
            onSaved={() => reload({ requestPolicy: 'network-only' })}
          />
          <ExposurePanel scan={scan} userId={userId} />
          {showInfo && (
            <>
              <dl className={styles.info}>
                <dt>File</dt>
                <dd>{scan.name}</dd>
                <dt>Size</dt>
                <dd>
                  {scan.width} × {scan.height} px
                </dd>
                <dt>Unlocked</dt>
                <dd>
                  {scan.unlocked.length > 0 ? scan.unlocked.map(sizeLabel).join(', ') : 'Hi-res JPEG only'}
                </dd>
              </dl>
              <TagEditor chips={scan.tags} suggestions={owner?.tags ?? []} {...tagActions} />
              <LocationEditor chips={scan.locations} {...locationActions} />
            </>
          )}
          <Button variant="ghost" size="sm" onClick={() => setPanel('help')}>
            Keyboard shortcuts
          </Button>
        </aside>
      </div>
      <ScanLightbox scans={slides} index={slideIndex} open={lightbox} onClose={() => setLightbox(false)} />
      <ShareScansDialog scanIds={[scan.id]} open={panel === 'share'} onClose={() => setPanel(null)} />
      <UnlockScansDialog
        userId={userId}
        scanIds={[scan.id]}
        open={panel === 'unlock'}
        onClose={() => setPanel(null)}
        onUnlocked={() => reload({ requestPolicy: 'network-only' })}
      />
      <Dialog open={panel === 'submit'} onClose={() => setPanel(null)} title="Submit to the community">
        <SubmitForm scanId={scan.id} userId={userId} onDone={() => setPanel(null)} />
      </Dialog>
      <Dialog open={panel === 'help'} onClose={() => setPanel(null)} title="Keyboard shortcuts">
        <dl className={styles.keys}>
          {SCAN_KEYS.map((key) => (
            <div key={key.keys} style={{ display: 'contents' }}>
              <dt>
                <kbd>{key.keys}</kbd>
              </dt>
              <dd>{key.does}</dd>
            </div>
          ))}
        </dl>
      </Dialog>
    </div>
  );
}

function sizeLabel(size: string): string {
  return size === 'HD' ? 'HD JPEG' : '16-bit TIFF';
}

/** Sends the scan to the community gallery; staff pick from submissions. The handle is optional. */
function SubmitForm({ scanId, userId, onDone }: { scanId: string; userId: string; onDone: () => void }) {
  const [{ fetching, error, data }, submit] = useMutation(SubmitScanToCommunityMutation);
  const [handle, setHandle] = useState('');
  const server = splitErrors(error, { socialHandle: 'handle' });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit({ scanId, userId, socialHandle: handle.trim() === '' ? null : handle.trim() });
  };
  if (data?.submitScanToCommunity) {
    return (
      <div className={styles.form}>
        <FormAlert tone="success" message={`Sent as ${data.submitScanToCommunity.handle}. Thank you!`} />
        <Button onClick={onDone}>Done</Button>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label="Your handle (optional)"
        value={handle}
        maxLength={60}
        onChange={(event) => setHandle(event.target.value)}
        hint="Shown under the photo if staff pick it, e.g. @casey.shoots"
        error={server.fields.handle}
      />
      <FormAlert message={server.form} />
      <Button type="submit" busy={fetching}>
        Submit
      </Button>
    </form>
  );
}
