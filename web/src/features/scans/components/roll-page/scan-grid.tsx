import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, type MouseEvent, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { RollScanFieldsFragment } from '../../../../gql/graphql';
import styles from './scan-grid.module.css';

const GAP = 8;
/** Tiles are square; this is the smallest a tile may shrink to before a column is dropped. */
const MIN_TILE = 150;
const MIN_TILE_PHONE = 100;

interface ScanGridProps {
  scans: readonly RollScanFieldsFragment[];
  galleryBase: string;
  selecting: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string, range: boolean) => void;
}

function useColumns(ref: React.RefObject<HTMLDivElement | null>) {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  // Phones get three smaller frames a row rather than two large ones.
  const min = width > 0 && width < 576 ? MIN_TILE_PHONE : MIN_TILE;
  const columns = Math.max(2, Math.floor((width + GAP) / (min + GAP)));
  const tile = width > 0 ? (width - GAP * (columns - 1)) / columns : min;
  return { columns, tile };
}

/**
 * The roll's frames as a virtualised grid of fixed square tiles (only the rows on screen are in the page):
 * a link to each scan normally; in select mode a click toggles it and shift-click selects a range.
 */
export function ScanGrid({ scans, galleryBase, selecting, selected, onToggle }: ScanGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { columns, tile } = useColumns(ref);
  const rows = Math.ceil(scans.length / columns);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(ref.current ? ref.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => tile + GAP,
    overscan: 3,
    scrollMargin: offset,
    // The first paint already fills the window, before the virtualiser has measured it.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  // Row heights change with the tile size.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the tile size changes.
  useLayoutEffect(() => virtualizer.measure(), [tile, columns]);

  const click = (event: MouseEvent, id: string) => {
    if (!selecting && !event.shiftKey) return;
    event.preventDefault();
    onToggle(id, event.shiftKey);
  };
  const key = (event: KeyboardEvent, id: string) => {
    if (selecting && (event.key === ' ' || event.key === 'Enter')) {
      event.preventDefault();
      onToggle(id, event.shiftKey);
    }
  };

  return (
    <div ref={ref} className={styles.grid} style={{ height: virtualizer.getTotalSize() }}>
      <ul className={styles.list} aria-label={`Frames, ${scans.length}`}>
        {virtualizer.getVirtualItems().map((row) =>
          scans.slice(row.index * columns, row.index * columns + columns).map((scan, column) => {
            const isSelected = selected.has(scan.id);
            const number = String(scan.frame).padStart(2, '0');
            return (
              <li
                key={scan.id}
                className={styles.cell}
                style={{
                  width: tile,
                  height: tile,
                  transform: `translate(${column * (tile + GAP)}px, ${row.start - virtualizer.options.scrollMargin}px)`,
                }}
              >
                <Link
                  to={`${galleryBase}/${scan.id}`}
                  className={`${styles.tile} ${isSelected ? styles.selected : ''}`}
                  onClick={(event) => click(event, scan.id)}
                  onKeyDown={(event) => key(event, scan.id)}
                  aria-pressed={selecting ? isSelected : undefined}
                  role={selecting ? 'button' : undefined}
                  aria-label={`Frame ${number}, ${scan.name}`}
                >
                  <img
                    src={scan.thumbnailUrl}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={scan.width}
                    height={scan.height}
                    className={styles.image}
                  />
                  <span className={styles.frame}>{number}</span>
                  {selecting && <span className={styles.check} aria-hidden="true" />}
                </Link>
              </li>
            );
          }),
        )}
      </ul>
    </div>
  );
}
