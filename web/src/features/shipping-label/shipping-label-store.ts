import { useSyncExternalStore } from 'react';

/**
 * Whether the label dialog is open. The avatar menu's item opens it, but the menu closes (and unmounts) as it is
 * clicked, so the state lives here and the dialog lives in the header beside the menu (ShippingLabelHost).
 */
interface LabelDialogState {
  open: boolean;
  /** Where focus goes when the dialog closes: the button of the menu the item was in. */
  returnFocusTo: HTMLElement | null;
}

let state: LabelDialogState = { open: false, returnFocusTo: null };
const listeners = new Set<() => void>();

function set(next: LabelDialogState) {
  state = next;
  for (const listener of listeners) listener();
}

export function openShippingLabelDialog(returnFocusTo: HTMLElement | null = null): void {
  set({ open: true, returnFocusTo });
}

export function closeShippingLabelDialog(): void {
  if (state.open) set({ open: false, returnFocusTo: state.returnFocusTo });
}

export function useShippingLabelDialog(): LabelDialogState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
