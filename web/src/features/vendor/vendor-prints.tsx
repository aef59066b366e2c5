import type { VendorOrdersQuery } from '../../gql/graphql';
import { rollFramesText } from '../../lib/frames';
import styles from './vendor-home.module.css';

type VendorPrint = VendorOrdersQuery['vendorOrders'][number]['prints'][number];

const inches = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(2)}″`;

/** What one kind of print is: its size, paper and border. */
export const printKind = (print: VendorPrint) =>
  `${inches(print.width)} × ${inches(print.height)} on ${print.paperName}, border ${inches(print.border)}`;

/** The order's prints by kind (size, paper, border), in the order the lab listed them. */
export function groupPrints(prints: readonly VendorPrint[]): { kind: string; prints: VendorPrint[] }[] {
  const groups = new Map<string, VendorPrint[]>();
  for (const print of prints) {
    const kind = printKind(print);
    groups.set(kind, [...(groups.get(kind) ?? []), print]);
  }
  return [...groups].map(([kind, members]) => ({ kind, prints: members }));
}

const frameName = (print: VendorPrint) =>
  print.rollId && print.frame ? `Roll ${print.rollId}, frame ${print.frame}` : 'Large print';

/**
 * The prints to make, one block per kind (decision 107): how many in all, which frames of which rolls, then each
 * frame's picture with its roll and frame, opening the file to print.
 */
export function VendorPrints({ prints }: { prints: readonly VendorPrint[] }) {
  return (
    <div className={styles.printGroups}>
      {groupPrints(prints).map((group) => {
        const count = group.prints.reduce((sum, print) => sum + print.quantity, 0);
        const frames = rollFramesText(
          group.prints.flatMap((print) =>
            print.rollId && print.frame ? [{ rollId: print.rollId, frame: print.frame }] : [],
          ),
        );
        return (
          <section key={group.kind} className={styles.printGroup} aria-label={`${count} × ${group.kind}`}>
            <h4 className={styles.printKind}>
              {count} {count === 1 ? 'print' : 'prints'} · {group.kind}
            </h4>
            {frames && <p className={styles.printFrames}>{frames.replace(/^./, (c) => c.toUpperCase())}</p>}
            <ul className={styles.frames} aria-label="Prints">
              {group.prints.map((print) => (
                <li key={print.id} className={styles.frame}>
                  <PrintTile print={print} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function PrintTile({ print }: { print: VendorPrint }) {
  const name = frameName(print);
  const picture = print.thumbnailUrl ? (
    <img className={styles.thumb} src={print.thumbnailUrl} alt="" width={72} height={72} loading="lazy" />
  ) : (
    <span className={styles.thumb} />
  );
  const label = `${name}${print.quantity > 1 ? `, ${print.quantity} copies` : ''}`;
  // The caption's short form ("31 · 2") is part of the tile's name, after the words a screen reader needs.
  const caption = (
    <span className={styles.frameCaption}>
      <span className="visually-hidden">
        {label}: {print.fileUrl ? 'open the file to print' : 'file not ready'}.{' '}
      </span>
      {print.rollId && print.frame ? `${print.rollId} · ${print.frame}` : 'Large'}
      {print.quantity > 1 && <strong> ×{print.quantity}</strong>}
    </span>
  );
  if (!print.fileUrl) {
    return (
      <span className={styles.frameTile} title={`${label}: file not ready`}>
        {picture}
        {caption}
      </span>
    );
  }
  return (
    <a className={styles.frameTile} href={print.fileUrl} target="_blank" rel="noreferrer" title={label}>
      {picture}
      {caption}
    </a>
  );
}
