import { useCallback, useMemo, useState } from 'react';

/**
 * The 4x6 frames chosen across the customer's rolls: single frames by scan id, and whole rolls by roll id (sent as
 * rollIds, so a roll of more frames than the grid shows is still printed whole).
 */
export interface FourBySixSelection {
  scans: ReadonlyMap<string, string>;
  wholeRolls: ReadonlyMap<string, number>;
}

const EMPTY: FourBySixSelection = { scans: new Map(), wholeRolls: new Map() };

export function frameCount(selection: FourBySixSelection): number {
  let count = selection.scans.size;
  for (const frames of selection.wholeRolls.values()) count += frames;
  return count;
}

/** A frame clicked: on a whole roll it leaves that frame out (the rest stay chosen one by one). */
export function toggleFrame(
  selection: FourBySixSelection,
  rollId: string,
  scanId: string,
  rollScanIds: readonly string[],
): FourBySixSelection {
  const scans = new Map(selection.scans);
  const wholeRolls = new Map(selection.wholeRolls);
  if (wholeRolls.has(rollId)) {
    wholeRolls.delete(rollId);
    for (const id of rollScanIds) if (id !== scanId) scans.set(id, rollId);
  } else if (scans.has(scanId)) scans.delete(scanId);
  else scans.set(scanId, rollId);
  return { scans, wholeRolls };
}

/** 'Whole roll' on: every frame of the roll; off: none of it. */
export function toggleWholeRoll(
  selection: FourBySixSelection,
  rollId: string,
  scanCount: number,
): FourBySixSelection {
  const scans = new Map([...selection.scans].filter(([, roll]) => roll !== rollId));
  const wholeRolls = new Map(selection.wholeRolls);
  if (wholeRolls.has(rollId)) wholeRolls.delete(rollId);
  else wholeRolls.set(rollId, scanCount);
  return { scans, wholeRolls };
}

export function useFourBySixSelection() {
  const [selection, setSelection] = useState<FourBySixSelection>(EMPTY);
  const frame = useCallback(
    (rollId: string, scanId: string, rollScanIds: readonly string[]) =>
      setSelection((current) => toggleFrame(current, rollId, scanId, rollScanIds)),
    [],
  );
  const wholeRoll = useCallback(
    (rollId: string, scanCount: number) =>
      setSelection((current) => toggleWholeRoll(current, rollId, scanCount)),
    [],
  );
  const clear = useCallback(() => setSelection(EMPTY), []);
  const count = useMemo(() => frameCount(selection), [selection]);
  return { selection, count, frame, wholeRoll, clear };
}
