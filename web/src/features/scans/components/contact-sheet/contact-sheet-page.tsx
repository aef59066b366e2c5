import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { Button } from '../../../../components/ui/button';
import { FeatureNote } from '../../../../components/ui/feature-note';
import { FormAlert } from '../../../../components/ui/form-alert';
import { errorMessage } from '../../../../lib/error-message';
import { featureUnavailable, hasOtherErrors } from '../../../../lib/feature-unavailable';
import { ContactSheetQuery } from '../../api/contact-sheet';
import { BrowserSheet } from './browser-sheet';
import styles from './contact-sheet-page.module.css';
import './contact-sheet-print.css';

interface ContactSheetPageProps {
  userId: string;
  rollId: string;
  asAdmin: boolean;
  userBase: string;
}

function save(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** …/rolls/{rollId}/digital-contact-sheet: the whole roll on one sheet with frame numbers, to print or download. */
export function ContactSheetPage({ userId, rollId, asAdmin, userBase }: ContactSheetPageProps) {
  useEffect(() => {
    document.body.classList.add('contact-sheet-open');
    return () => document.body.classList.remove('contact-sheet-open');
  }, []);
  const [{ data, error, fetching }] = useQuery({
    query: ContactSheetQuery,
    variables: { userId, asAdmin, rollId },
  });
  const roll = (asAdmin ? data?.user : data?.me)?.filmRoll ?? null;
  const title = roll?.name ?? roll?.stock ?? 'Roll';
  // A lab without contact-sheets: the roll still shows, the lab's image gives way to the sentence and the sheet is
  // laid out here from the roll's thumbnails.
  const unavailable = featureUnavailable(error, { path: ['*', 'filmRoll', 'contactSheet'] });
  const base = `contact-sheet-${(roll?.name ?? `roll-${rollId}`).toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

  return (
    <div className={styles.page}>
      <nav className={styles.crumbs} aria-label="Breadcrumb">
        <Link to={`${userBase}/rolls/${rollId}`}>{roll ? title : 'The roll'}</Link>
      </nav>
      <p className={styles.eyebrow}>Digital contact sheet</p>
      <h1 className={styles.title}>{title}</h1>
      <FormAlert message={hasOtherErrors(error) ? errorMessage(error) : null} />
      {fetching && !roll && <p role="status">Loading the sheet…</p>}
      {roll && unavailable && (
        <>
          <FeatureNote unavailable={unavailable} />
          <BrowserSheet
            userId={userId}
            rollId={rollId}
            asAdmin={asAdmin}
            title={title}
            caption={`${roll.stock} · ${roll.formatLabel} · ${roll.scanCount} frames`}
          />
        </>
      )}
      {roll && !roll.contactSheet && !unavailable && (
        <p className={styles.empty}>The contact sheet appears once the roll's scans are in.</p>
      )}
      {roll?.contactSheet && (
        <>
          <div className={styles.actions}>
            <Button onClick={() => window.print()}>Print</Button>
            <Button
              variant="secondary"
              onClick={() => save(roll.contactSheet?.imageUrl ?? '', `${base}.jpg`)}
            >
              Download image
            </Button>
            <Button variant="secondary" onClick={() => save(roll.contactSheet?.pdfUrl ?? '', `${base}.pdf`)}>
              Download PDF
            </Button>
          </div>
          <figure className={styles.sheet}>
            <img
              src={roll.contactSheet.imageUrl}
              alt={`Contact sheet of ${title}: ${roll.scanCount} frames with their numbers`}
            />
            <figcaption className={styles.caption}>
              {roll.stock} · {roll.formatLabel} · {roll.scanCount} frames
            </figcaption>
          </figure>
        </>
      )}
    </div>
  );
}
