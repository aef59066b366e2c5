import { type ComponentProps, lazy, Suspense, useState } from 'react';

// The share and unlock dialogs load the first time one opens (or when the pointer or focus reaches its button), so a
// roll's or a scan's first load carries neither (the signed-in JavaScript budget).

const loadShare = () => import('./share/share-scans-dialog');
const loadUnlock = () => import('./unlock/unlock-scans-dialog');
const Share = lazy(() => loadShare().then((m) => ({ default: m.ShareScansDialog })));
const Unlock = lazy(() => loadUnlock().then((m) => ({ default: m.UnlockScansDialog })));

/** Starts loading both dialogs: for a button's pointer-enter and focus, so the click opens one at once. */
export function preloadScanDialogs(): void {
  void loadShare();
  void loadUnlock();
}

/** Mounted from the first time it is open on, so it can close (and open again) as a dialog does. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function ShareScansDialog(props: ComponentProps<typeof Share>) {
  return useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <Share {...props} />
    </Suspense>
  ) : null;
}

export function UnlockScansDialog(props: ComponentProps<typeof Unlock>) {
  return useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <Unlock {...props} />
    </Suspense>
  ) : null;
}
