import { useCallback, useState } from 'react';

export interface Selection {
  selected: ReadonlySet<string>;
  /** Toggles one id; with `range` (shift-click) selects every id from the last one toggled to this one. */
  toggle: (id: string, range: boolean) => void;
  selectAll: () => void;
  clear: () => void;
}

/** Multi-select over an ordered list of ids (a roll's frames), with shift-click ranges. */
export function useSelection(ids: readonly string[]): Selection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [anchor, setAnchor] = useState<string | null>(null);

  const toggle = useCallback(
    (id: string, range: boolean) => {
      setSelected((current) => {
        const next = new Set(current);
        const from = anchor ? ids.indexOf(anchor) : -1;
        const to = ids.indexOf(id);
        if (range && from >= 0 && to >= 0) {
          const [a, b] = from < to ? [from, to] : [to, from];
          for (const x of ids.slice(a, b + 1)) next.add(x);
        } else if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
      setAnchor(id);
    },
    [ids, anchor],
  );

  const selectAll = useCallback(() => setSelected(new Set(ids)), [ids]);
  const clear = useCallback(() => {
    setSelected(new Set());
    setAnchor(null);
  }, []);

  // Ids that left the roll (deleted, cleared) leave the selection.
  const present = [...selected].filter((id) => ids.includes(id));
  const live = present.length === selected.size ? selected : new Set(present);
  return { selected: live, toggle, selectAll, clear };
}
