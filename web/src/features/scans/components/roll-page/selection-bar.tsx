import { type ReactNode, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import type { RollScanFieldsFragment } from '../../../../gql/graphql';
import { LocationEditor, TagEditor } from '../tag-editor/tag-editor';
import { useScanLocationActions, useScanTagActions } from '../tag-editor/use-chip-actions';
import styles from './selection-bar.module.css';

interface SelectionBarProps {
  scans: readonly RollScanFieldsFragment[];
  selected: ReadonlySet<string>;
  suggestions: readonly { id: string; name: string }[];
  onSelectAll: () => void;
  onClear: () => void;
  onDone: () => void;
  /** Share, download and unlock for the selection (the scan platform's dialogs). */
  actions?: (scanIds: string[]) => ReactNode;
}

/** What the selection's every scan has in common: the chips shown when tagging many at once. */
function shared<T extends { id: string }>(lists: readonly (readonly T[])[]): T[] {
  if (lists.length === 0) return [];
  const [first, ...rest] = lists;
  return first.filter((item) => rest.every((list) => list.some((other) => other.id === item.id)));
}

/** Sticky under the header while selecting: the count, select all/none, tag, locate and the selection's actions. */
export function SelectionBar({
  scans,
  selected,
  suggestions,
  onSelectAll,
  onClear,
  onDone,
  actions,
}: SelectionBarProps) {
  const [panel, setPanel] = useState<'tags' | 'locations' | null>(null);
  const chosen = scans.filter((scan) => selected.has(scan.id));
  const ids = chosen.map((scan) => scan.id);
  const tagActions = useScanTagActions(ids);
  const locationActions = useScanLocationActions(ids);
  const none = ids.length === 0;

  return (
    <section className={styles.bar} aria-label="Selected frames">
      <div className={styles.row}>
        <p className={styles.count} aria-live="polite">
          {ids.length} of {scans.length} selected
        </p>
        <div className={styles.group}>
          <Button variant="ghost" size="sm" onClick={onSelectAll} disabled={ids.length === scans.length}>
            Select all
          </Button>
          <Button variant="ghost" size="sm" onClick={onClear} disabled={none}>
            Select none
          </Button>
        </div>
        <div className={styles.group}>
          <Button
            variant="secondary"
            size="sm"
            disabled={none}
            aria-expanded={panel === 'tags'}
            onClick={() => setPanel(panel === 'tags' ? null : 'tags')}
          >
            Tag
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={none}
            aria-expanded={panel === 'locations'}
            onClick={() => setPanel(panel === 'locations' ? null : 'locations')}
          >
            Locate
          </Button>
          {!none && actions?.(ids)}
          <Button variant="light" size="sm" onClick={onDone} className={styles.done}>
            Done
          </Button>
        </div>
      </div>
      {panel && !none && (
        <div className={styles.panel}>
          {panel === 'tags' ? (
            <TagEditor
              label={`Tags on ${ids.length === 1 ? 'this frame' : `all ${ids.length} frames`}`}
              chips={shared(chosen.map((scan) => scan.tags))}
              suggestions={suggestions}
              {...tagActions}
            />
          ) : (
            <LocationEditor
              label={`Locations of ${ids.length === 1 ? 'this frame' : `all ${ids.length} frames`}`}
              chips={shared(chosen.map((scan) => scan.locations))}
              {...locationActions}
            />
          )}
        </div>
      )}
    </section>
  );
}
