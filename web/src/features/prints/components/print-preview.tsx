import type { CSSProperties } from 'react';
import type { Border, Orientation } from '../lib/local-prints';
import { borderLabel, pixelsPerInch, printLayout } from '../lib/print-geometry';
import styles from './preview.module.css';

/** Below this the lab's printers show softness at arm's length; the customer is told, not stopped. */
const SHARP_PPI = 150;

/**
 * The print as it will come out: the paper at its size's aspect ratio, the white border drawn to the same scale,
 * the picture cropped to fill what is left.
 */
export function PrintPreview({
  size,
  border,
  orientation,
  picture,
}: {
  size: { width: number; height: number };
  border: Border;
  orientation: Orientation;
  picture: { url: string; width: number | null; height: number | null } | null;
}) {
  const layout = printLayout(size, border, orientation);
  const paperStyle = {
    aspectRatio: `${layout.paperWidth} / ${layout.paperHeight}`,
    '--preview-width': orientation === 'LANDSCAPE' ? '440px' : '300px',
  } as CSSProperties;
  const inset = {
    left: `${layout.insetX * 100}%`,
    right: `${layout.insetX * 100}%`,
    top: `${layout.insetY * 100}%`,
    bottom: `${layout.insetY * 100}%`,
  };
  const ppi =
    picture?.width && picture.height
      ? pixelsPerInch({ width: picture.width, height: picture.height }, layout)
      : null;
  return (
    <figure className={styles.previewFrame} aria-label="Preview of your print">
      <div className={styles.paper} style={paperStyle} data-testid="print-paper">
        <div className={styles.picture} style={inset} data-testid="print-picture">
          {picture ? (
            <img src={picture.url} alt="What will be printed, cropped to the paper" />
          ) : (
            <span className={styles.pictureEmpty}>Your picture goes here</span>
          )}
        </div>
      </div>
      <figcaption className={styles.caption}>
        {layout.paperWidth} x {layout.paperHeight} in · {borderLabel(border)} · picture {layout.imageWidth} x{' '}
        {layout.imageHeight} in
        {ppi !== null && (
          <>
            <br />
            {ppi} pixels per inch{ppi < SHARP_PPI ? ': the print may look soft up close' : ''}
          </>
        )}
      </figcaption>
    </figure>
  );
}
