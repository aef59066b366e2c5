import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { DownloadButton } from '../download/download-button';
import { preloadScanDialogs, ShareScansDialog, UnlockScansDialog } from '../lazy-dialogs';

interface SelectionActionsProps {
  userId: string;
  scanIds: string[];
  onUnlocked?: () => void;
}

/** Share, download and unlock for the frames selected on a roll (the scan platform's dialogs). */
export function SelectionActions({ userId, scanIds, onUnlocked }: SelectionActionsProps) {
  const [dialog, setDialog] = useState<'share' | 'unlock' | null>(null);
  const count = scanIds.length;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onPointerEnter={preloadScanDialogs}
        onFocus={preloadScanDialogs}
        onClick={() => setDialog('share')}
      >
        Share
      </Button>
      <DownloadButton
        input={{ scanIds }}
        userId={userId}
        label={`Download ${count} scan${count === 1 ? '' : 's'}`}
      />
      <Button
        variant="secondary"
        size="sm"
        onPointerEnter={preloadScanDialogs}
        onFocus={preloadScanDialogs}
        onClick={() => setDialog('unlock')}
      >
        Unlock
      </Button>
      <ShareScansDialog scanIds={scanIds} open={dialog === 'share'} onClose={() => setDialog(null)} />
      <UnlockScansDialog
        userId={userId}
        scanIds={scanIds}
        open={dialog === 'unlock'}
        onClose={() => setDialog(null)}
        onUnlocked={onUnlocked}
      />
    </>
  );
}

/** The whole roll as one zip. */
export function RollDownload({ userId, rollId }: { userId: string; rollId: string }) {
  return <DownloadButton input={{ rollId }} userId={userId} label="Download roll" />;
}
