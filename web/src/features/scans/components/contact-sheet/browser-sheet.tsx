import { useQuery } from 'urql';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { errorMessage } from '../../../../lib/error-message';
import { ContactSheetFramesQuery } from '../../api/contact-sheet';
import styles from './contact-sheet-page.module.css';

interface BrowserSheetProps {
  userId: string;
  rollId: string;
  asAdmin: boolean;
  /** The roll's name or stock, for the sheet's label. */
  title: string;
  /** The line under the sheet: stock, format and frame count. */
  caption: string;
}

/**
 * The contact sheet laid out in the browser from the roll's thumbnails, each with its frame number, for a lab that
 * renders no sheet image (contact-sheets off). It prints like the lab's sheet; there is no image or PDF to save.
 */
export function BrowserSheet({ userId, rollId, asAdmin, title, caption }: BrowserSheetProps) {
  const [{ data, error, fetching }] = useQuery({
    query: ContactSheetFramesQuery,
    variables: { userId, asAdmin, rollId },
  });
  const scans = (asAdmin ? data?.user : data?.me)?.filmRoll?.scans?.items ?? [];
  if (fetching && scans.length === 0) return <p role="status">Loading the frames…</p>;
  if (error && scans.length === 0) return <FormAlert message={errorMessage(error)} />;
  if (scans.length === 0) {
    return <p className={styles.empty}>The contact sheet appears once the roll's scans are in.</p>;
  }
  const frames = [...scans].sort((a, b) => a.frame - b.frame);
  return (
    <>
      <div className={`${styles.actions} ${styles.afterNote}`}>
        <Button onClick={() => window.print()}>Print</Button>
      </div>
      <figure className={styles.sheet}>
        <ol className={styles.frames} aria-label={`Contact sheet of ${title}`}>
          {frames.map((scan) => (
            <li key={scan.id} className={styles.frame}>
              <img src={scan.thumbnailUrl} alt={`Frame ${scan.frame}`} loading="lazy" />
              <span className={styles.frameNumber} aria-hidden="true">
                {scan.frame}
              </span>
            </li>
          ))}
        </ol>
        <figcaption className={styles.caption}>{caption}</figcaption>
      </figure>
    </>
  );
}
