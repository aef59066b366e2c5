import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { DownloadButton } from '../download/download-button';

// The dialogs load when first asked for, not with the roll page (issue 26: the signed-in first-load budget).
const ShareScansDialog = lazy(() =>
  import('../share/share-scans-dialog').then((m) => ({ default: m.ShareScansDialog })),
);
const UnlockScansDialog = lazy(() =>
  import('../unlock/unlock-scans-dialog').then((m) => ({ default: m.UnlockScansDialog })),
);

interface SelectionActionsProps {
  userId: string;
  scanIds: string[];
  onUnlocked?: () => void;
}

/** Share, download and unlock for the frames selected on a roll (the scan platform's dialogs). */
export function SelectionActions({ userId, scanIds, onUnlocked }: SelectionActionsProps) {
  const [dialog, setDialog] = useState<'share' | 'unlock' | null>(null);
  // Once opened a dialog stays mounted (closed), so closing gives focus back as it always did.
  const [opened, setOpened] = useState<{ share?: true; unlock?: true }>({});
  const open = (which: 'share' | 'unlock') => {
    setOpened((was) => ({ ...was, [which]: true }));
    setDialog(which);
  };
  const count = scanIds.length;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => open('share')}>
        Share
      </Button>
      <DownloadButton
        input={{ scanIds }}
        userId={userId}
        label={`Download ${count} scan${count === 1 ? '' : 's'}`}
      />
      <Button variant="secondary" size="sm" onClick={() => open('unlock')}>
        Unlock
      </Button>
      <Suspense fallback={null}>
        {opened.share && (
          <ShareScansDialog scanIds={scanIds} open={dialog === 'share'} onClose={() => setDialog(null)} />
        )}
        {opened.unlock && (
          <UnlockScansDialog
            userId={userId}
            scanIds={scanIds}
            open={dialog === 'unlock'}
            onClose={() => setDialog(null)}
            onUnlocked={onUnlocked}
          />
        )}
      </Suspense>
    </>
  );
}

/** The whole roll as one zip. */
export function RollDownload({ userId, rollId }: { userId: string; rollId: string }) {
  return <DownloadButton input={{ rollId }} userId={userId} label="Download roll" />;
}
