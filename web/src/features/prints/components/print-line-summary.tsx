import type { CartPrintFieldsFragment } from '../../../gql/graphql';
import { rollFramesText } from '../../../lib/frames';
import { PACK_SIZE, packsFor } from '../lib/four-by-six';
import { borderLabel } from '../lib/print-geometry';
import styles from './print-line.module.css';

/** The picture a print line shows: the large print's draft, or the first frame of a 4x6 set. */
export function printLineImage(print: CartPrintFieldsFragment): { url: string; alt: string } | undefined {
  const url = print.draft?.url ?? print.scans[0]?.thumbnailUrl;
  return url ? { url, alt: '' } : undefined;
}

/**
 * A print line's words in the cart drawer and at checkout (the cart draws its picture, stepper and price): the
 * server's description, then what it leaves out (paper, border, packs, frames).
 */
export function PrintLineSummary({ print }: { print: CartPrintFieldsFragment }) {
  const kind = print.kind === 'FOUR_BY_SIX' ? '4x6 prints' : 'Large format print';
  return (
    <>
      <span className={styles.lineKind}>{kind}</span>
      <span className={styles.lineTitle}>{print.description}</span>
      <span className={styles.lineFacts}>{facts(print).join(' · ')}</span>
    </>
  );
}

/** What the server's description leaves out: a 4x6 set's paper, border, packs and frames; a large print's border. */
function facts(print: CartPrintFieldsFragment): string[] {
  if (print.kind !== 'FOUR_BY_SIX') {
    return [borderLabel(print.border), `${print.printCount} ${print.printCount === 1 ? 'print' : 'prints'}`];
  }
  const frames = rollFramesText(print.scans);
  return [
    print.paperName,
    borderLabel(print.border),
    packsText(print.printCount),
    ...(frames ? [frames] : []),
  ];
}

function packsText(prints: number): string {
  const packs = packsFor(prints);
  return `${packs} ${packs === 1 ? 'pack' : 'packs'} of ${PACK_SIZE}`;
}
