import { useEffect, useRef } from 'react';

export interface ScanKeyActions {
  previous: () => void;
  next: () => void;
  back: () => void;
  info: () => void;
  tag: () => void;
  download: () => void;
  help: () => void;
}

/** The keys the scan page answers (its help dialog lists them). */
export const SCAN_KEYS: readonly { keys: string; does: string }[] = [
  { keys: '← / →', does: 'Previous / next frame' },
  { keys: 'Esc', does: 'Back to the roll' },
  { keys: 'i', does: 'Show or hide the details' },
  { keys: 't', does: 'Tag this scan' },
  { keys: '⇧ D', does: 'Download this scan' },
  { keys: '?', does: 'These shortcuts' },
];

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The scan page's keyboard: ←/→, Esc, i, t, ⇧D and ?, ignored while typing, while a dialog or the lightbox is
 * open (they own the keys then) and with Ctrl/⌘/Alt held (the browser's shortcuts).
 */
export function useScanKeys(actions: ScanKeyActions, enabled: boolean): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || typing(event.target))
        return;
      if (document.querySelector('dialog[open], .yarl__portal')) return;
      const act = latest.current;
      const map: Record<string, (() => void) | undefined> = {
        ArrowLeft: act.previous,
        ArrowRight: act.next,
        Escape: act.back,
        i: act.info,
        t: act.tag,
        D: event.shiftKey ? act.download : undefined,
        '?': act.help,
      };
      const run = map[event.key];
      if (!run) return;
      event.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}

/** A horizontal swipe on the photo: more than 50 px sideways and more sideways than down. */
export function swipeDirection(start: { x: number; y: number }, end: { x: number; y: number }): -1 | 0 | 1 {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < 50 || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
