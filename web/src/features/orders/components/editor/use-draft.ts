import { useCallback, useEffect, useState } from 'react';
import type { NegativesAction } from '../../../../gql/graphql';
import { type DraftRoll, MAX_ROLLS, newKey, newRoll, type OrderDraft, type RollDefaults } from './draft';

/**
 * The draft and the edits the editor makes to it. With `storageKey`, every change is written to localStorage so
 * the draft survives a reload (spec §4 'local drafts').
 */
export function useDraft(initial: OrderDraft, defaults: RollDefaults, storageKey: string | null) {
  const [draft, setDraft] = useState(initial);

  useEffect(() => {
    if (!storageKey) return;
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(draft));
    } catch {
      // Storage full or blocked: the draft lives on in memory for this visit.
    }
  }, [draft, storageKey]);

  const update = useCallback((patch: Partial<OrderDraft>) => setDraft((d) => ({ ...d, ...patch })), []);
  const mapRolls = (fn: (rolls: DraftRoll[]) => DraftRoll[]) =>
    setDraft((d) => ({ ...d, rolls: fn(d.rolls) }));

  return {
    draft,
    update,
    changeRoll: (key: string, patch: Partial<DraftRoll>) =>
      mapRolls((rolls) => rolls.map((roll) => (roll.key === key ? { ...roll, ...patch } : roll))),
    addRolls: (count: number) =>
      mapRolls((rolls) => [
        ...rolls,
        ...Array.from({ length: Math.min(count, MAX_ROLLS - rolls.length) }, () => newRoll(defaults)),
      ]),
    /** A copy goes right after the original, as a new roll (no id) with its own key. */
    duplicateRoll: (key: string) =>
      mapRolls((rolls) =>
        rolls.length >= MAX_ROLLS
          ? rolls
          : rolls.flatMap((roll) =>
              roll.key === key ? [roll, { ...roll, key: newKey(), id: null }] : [roll],
            ),
      ),
    removeRoll: (key: string) => mapRolls((rolls) => rolls.filter((roll) => roll.key !== key)),
    negativesForAll: (negativesAction: NegativesAction) =>
      mapRolls((rolls) => rolls.map((roll) => ({ ...roll, negativesAction }))),
  };
}
