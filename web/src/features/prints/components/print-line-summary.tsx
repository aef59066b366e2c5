import type { CartPrintFieldsFragment } from '../../../gql/graphql';
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

/**
 * A 4x6 line's frames, roll by roll (decision 106): 'frames 1–36' from one roll, 'roll 31 frames 1–36, roll 32
 * frames 1–3' across rolls — frame numbers restart on every roll, so they are never read as one run.
 */
export function rollFramesText(scans: readonly { rollId: string; frame: number }[]): string {
  const byRoll = new Map<string, number[]>();
  for (const scan of scans) byRoll.set(scan.rollId, [...(byRoll.get(scan.rollId) ?? []), scan.frame]);
  const rolls = [...byRoll];
  if (rolls.length === 0) return '';
  const framesOf = (frames: number[]) => `${frames.length === 1 ? 'frame' : 'frames'} ${framesText(frames)}`;
  if (rolls.length === 1) return framesOf(rolls[0]![1]);
  return rolls.map(([rollId, frames]) => `roll ${rollId} ${framesOf(frames)}`).join(', ');
}

function packsText(prints: number): string {
  const packs = packsFor(prints);
  return `${packs} ${packs === 1 ? 'pack' : 'packs'} of ${PACK_SIZE}`;
}

/** '1–24' for a run, '3, 7, 12' for a few, the first few and a count for many. */
export function framesText(frames: number[]): string {
  const sorted = [...new Set(frames)].sort((a, b) => a - b);
  if (sorted.length === 0) return '';
  const first = sorted[0] as number;
  const last = sorted[sorted.length - 1] as number;
  if (sorted.length > 2 && last - first + 1 === sorted.length) return `${first}–${last}`;
  if (sorted.length <= 6) return sorted.join(', ');
  return `${sorted.slice(0, 5).join(', ')} and ${sorted.length - 5} more`;
}
