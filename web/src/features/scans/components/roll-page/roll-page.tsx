import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { LoadProblem, PageLoader } from '../../../../components/ui/page-states';
import { errorMessage } from '../../../../lib/error-message';
import { formatDate } from '../../../../lib/format';
import { useLabFeatures } from '../../../../lib/lab-features';
import { touchesRoll, useUserEvents } from '../../../../lib/user-events';
import { useReverseRollScansMutation, useUserRollQuery } from '../../api/roll';
import { daysLeft, rollStorage } from '../access/storage';
import { ScanOwnerProvider } from '../scan-owner';
import { LocationEditor, TagEditor } from '../tag-editor/tag-editor';
import { useRollLocationActions, useRollTagActions } from '../tag-editor/use-chip-actions';
import { filterByLog, type LogFilter } from './log-filter';
import { RollHeader } from './roll-header';
import styles from './roll-page.module.css';
import { ScanGrid } from './scan-grid';
import { RollDownload, SelectionActions } from './selection-actions';
import { SelectionBar } from './selection-bar';
import { useSelection } from './use-selection';

// Staff only: the upload panel stays out of the customer's download.
const UploadPanel = lazy(() => import('../uploads/upload-panel').then((m) => ({ default: m.UploadPanel })));
// The exposure log (issue 27): its bar loads once the roll has one, the import when opened.
const ExposureLogBar = lazy(() => import('./exposure-log-bar').then((m) => ({ default: m.ExposureLogBar })));
const ImportPanel = lazy(() =>
  import('../exposure-import/import-panel').then((m) => ({ default: m.ImportPanel })),
);

export interface RollPageProps {
  userId: string;
  rollId: string;
  asAdmin: boolean;
  userBase: string;
}

/** /users/{id}/rolls/{rollId}: the roll's frames, its tags and locations, selection actions and (staff) uploads. */
export function RollPage({ userId, rollId, asAdmin, userBase }: RollPageProps) {
  const [{ data, error, fetching }, reload] = useUserRollQuery(userId, asAdmin, rollId);
  const refresh = () => reload({ requestPolicy: 'network-only' });
  useUserEvents(userId || undefined, (event) => {
    if (touchesRoll(event, rollId)) refresh();
  });
  const user = asAdmin ? data?.user : data?.me;
  const roll = user?.filmRoll;
  const scans = roll?.scans?.items ?? [];
  const ids = useMemo(() => scans.map((scan) => scan.id), [scans]);
  const selection = useSelection(ids);
  const [selecting, setSelecting] = useState(false);
  const tagActions = useRollTagActions(rollId, userId);
  const locationActions = useRollLocationActions(rollId, userId);
  const [reversing, reverse] = useReverseRollScansMutation();
  const features = useLabFeatures();
  const [importing, setImporting] = useState(false);
  const [logFilter, setLogFilter] = useState<LogFilter>('all');
  const logged = scans.filter((scan) => scan.exposure).length;
  // With no frame logged (an import undone) every frame shows, whatever was chosen before.
  const shown = filterByLog(scans, logged > 0 ? logFilter : 'all');

  if (!roll) {
    if (fetching || (!error && !data)) return <PageLoader label="Loading the roll…" />;
    return (
      <div className={styles.page}>
        <LoadProblem error={error} what="this roll" onRetry={refresh} />
        <p>
          <Link to={`${userBase}/rolls`}>Back to your rolls</Link>
        </p>
      </div>
    );
  }

  const storage = rollStorage(roll);
  const stopSelecting = () => {
    setSelecting(false);
    selection.clear();
  };

  return (
    <ScanOwnerProvider value={userId}>
      <div className={styles.page}>
        <title>{`${roll.name || roll.stock} · Nice Film Club`}</title>
        <nav className={styles.crumbs} aria-label="Breadcrumb">
          <Link to={`${userBase}/rolls`}>{asAdmin ? 'Rolls' : 'Your rolls'}</Link>
        </nav>
        <RollHeader roll={roll} />

        {storage === 'expiring' && roll.storageExpiresAt && asAdmin && (
          <p className={styles.expiring} role="note">
            The customer’s scans of this roll leave storage on {formatDate(roll.storageExpiresAt)} unless they
            join.
          </p>
        )}
        {storage === 'expiring' && roll.storageExpiresAt && !asAdmin && (
          <p className={styles.expiring} role="note">
            This roll leaves storage in {daysLeft(roll.storageExpiresAt)} day
            {daysLeft(roll.storageExpiresAt) === 1 ? '' : 's'} ({formatDate(roll.storageExpiresAt)}). Download
            it now, or <Link to="/pricing">become a member</Link> to keep it.
          </p>
        )}
        {storage === 'expired' && asAdmin && (
          <p className={styles.expired} role="note">
            This roll’s storage ended {formatDate(roll.storageExpiresAt)}: the customer sees thumbnails only.
          </p>
        )}
        {storage === 'expired' && !asAdmin && (
          <p className={styles.expired} role="note">
            This roll’s storage ended {formatDate(roll.storageExpiresAt)}. Thumbnails stay; full sizes,
            downloads and sharing come back when you <Link to="/pricing">become a member</Link>.
          </p>
        )}

        <div className={styles.labels}>
          <TagEditor chips={roll.tags} suggestions={user?.tags ?? []} label="Roll tags" {...tagActions} />
          <LocationEditor chips={roll.locations} label="Roll locations" {...locationActions} />
        </div>

        <div className={styles.toolbar}>
          {scans.length > 0 && !selecting && (
            <Button variant="dark" size="sm" onClick={() => setSelecting(true)}>
              Select frames
            </Button>
          )}
          {scans.length > 0 && storage !== 'expired' && (
            <ButtonLink
              to={`${userBase}/rolls/${roll.id}/digital-contact-sheet`}
              variant="secondary"
              size="sm"
            >
              Digital contact sheet
            </ButtonLink>
          )}
          {scans.length > 1 && (
            <Button
              variant="secondary"
              size="sm"
              busy={reversing.fetching}
              onClick={() => reverse({ rollId: roll.id, userId })}
              title="For a roll scanned backwards: frame 1 becomes the last"
            >
              Reverse frame order
            </Button>
          )}
          {scans.length > 0 && storage !== 'expired' && <RollDownload userId={userId} rollId={roll.id} />}
          {scans.length > 0 && features.has('exposure-logs') && !importing && (
            <Button variant="secondary" size="sm" onClick={() => setImporting(true)}>
              Import exposure log
            </Button>
          )}
        </div>
        {importing && (
          <Suspense fallback={<PageLoader label="Loading the import…" />}>
            <ImportPanel roll={roll} scans={scans} userId={userId} onClose={() => setImporting(false)} />
          </Suspense>
        )}
        {(roll.exposureImport || logged > 0) && (
          <Suspense fallback={null}>
            <ExposureLogBar
              roll={roll}
              userId={userId}
              logged={logged}
              total={scans.length}
              filter={logFilter}
              onFilter={setLogFilter}
            />
          </Suspense>
        )}
        {reversing.error && (
          <p className={styles.error} role="alert">
            {errorMessage(reversing.error)}
          </p>
        )}

        {selecting && (
          <SelectionBar
            scans={scans}
            selected={selection.selected}
            suggestions={user?.tags ?? []}
            onSelectAll={selection.selectAll}
            onClear={selection.clear}
            onDone={stopSelecting}
            actions={
              storage === 'expired'
                ? undefined
                : (scanIds) => <SelectionActions userId={userId} scanIds={scanIds} onUnlocked={refresh} />
            }
          />
        )}

        {scans.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>No scans on this roll yet.</p>
            <p>{asAdmin ? 'Upload the scans below.' : 'They appear here the moment the lab uploads them.'}</p>
          </div>
        ) : (
          <ScanGrid
            scans={shown}
            galleryBase={`${userBase}/gallery`}
            selecting={selecting}
            selected={selection.selected}
            onToggle={(id, range) => {
              // A shift-click outside select mode starts it.
              setSelecting(true);
              selection.toggle(id, range);
            }}
          />
        )}

        {asAdmin && (
          <Suspense fallback={<PageLoader label="Loading uploads…" />}>
            <UploadPanel roll={roll} onChanged={refresh} />
          </Suspense>
        )}
      </div>
    </ScanOwnerProvider>
  );
}
