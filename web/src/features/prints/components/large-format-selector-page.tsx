import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../components/ui/page-states';
import { formatCents, formatDateTime } from '../../../lib/format';
import { localPrintIdsOf, useLocalCart } from '../../cart/lib/local-cart';
import { usePrintPapersQuery } from '../api/prints';
import {
  type LocalPrint,
  localPrintsOf,
  newPrintId,
  removeLocalPrint,
  saveLocalPrint,
} from '../lib/local-prints';
import { borderLabel } from '../lib/print-geometry';
import styles from './prints.module.css';
import selector from './selector.module.css';

const PAPER_TYPES: Record<string, string> = {
  GLOSSY: 'Gloss',
  LUSTRE: 'Lustre',
  MATTE: 'Matte',
  FINE_ART: 'Fine art',
};

/**
 * /users/{id}/print-orders/new/selector (spec §2): the papers and their sizes; choosing a size starts a print kept
 * in this browser and opens it. The customer's unfinished prints are listed first, to pick up where they left off.
 */
export function LargeFormatSelectorPage({ userId, userBase }: { userId: string; userBase: string }) {
  const navigate = useNavigate();
  const [{ data, error, fetching }, reload] = usePrintPapersQuery();
  const [kept, setDrafts] = useState(() => localPrintsOf(userId));
  // A print in the browser's cart (decision 099) stays kept here until its line goes, but is no longer a draft.
  const inCart = new Set(localPrintIdsOf(useLocalCart()));
  const drafts = kept.filter((print) => !inCart.has(print.id));

  const start = (
    paper: { id: string; name: string },
    size: { id: string; width: number; height: number },
  ) => {
    const print = saveLocalPrint({
      id: newPrintId(),
      userId,
      paperId: paper.id,
      sizeId: size.id,
      paperName: paper.name,
      width: size.width,
      height: size.height,
      border: 0,
      orientation: 'PORTRAIT',
      quantity: 1,
      draftId: null,
      draftName: null,
      updatedAt: '',
    });
    navigate(`${userBase}/print-orders/${print.id}`);
  };

  return (
    <Page
      title="Large Format Prints"
      lead="Choose a paper and a size, then upload your picture or pick one of your scans."
    >
      {drafts.length > 0 && (
        <section className={styles.section} aria-labelledby="local-drafts-title">
          <h2 id="local-drafts-title" className={styles.sectionTitle}>
            Your drafts
          </h2>
          <ul className={selector.drafts}>
            {drafts.map((print) => (
              <DraftItem
                key={print.id}
                print={print}
                to={`${userBase}/print-orders/${print.id}`}
                onRemove={() => {
                  removeLocalPrint(print.id);
                  setDrafts(localPrintsOf(userId));
                }}
              />
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section} aria-labelledby="papers-title">
        <h2 id="papers-title" className={styles.sectionTitle}>
          Papers
        </h2>
        {!data ? (
          fetching || !error ? (
            <PageLoader label="Loading the papers…" />
          ) : (
            <LoadProblem
              error={error}
              what="the papers"
              onRetry={() => reload({ requestPolicy: 'network-only' })}
            />
          )
        ) : (
          <ul className={selector.papers}>
            {data.printPapers.map((paper) => (
              <li key={paper.id} className={styles.panel}>
                <p className={selector.paperType}>{PAPER_TYPES[paper.paperType] ?? paper.paperType}</p>
                <h3 className={selector.paperName}>{paper.name}</h3>
                <p className={styles.hint}>{paper.description}</p>
                <ul className={selector.sizes} aria-label={`Sizes of ${paper.name}`}>
                  {paper.sizes.map((size) => (
                    <li key={size.id}>
                      <button
                        type="button"
                        className={selector.sizeButton}
                        onClick={() => start(paper, size)}
                      >
                        <span>
                          {size.width} x {size.height} in
                          <span className="visually-hidden"> on {paper.name}</span>
                        </span>
                        <span>{formatCents(size.price)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}

function DraftItem({ print, to, onRemove }: { print: LocalPrint; to: string; onRemove: () => void }) {
  const title = `${print.width} x ${print.height} in on ${print.paperName}`;
  return (
    <li className={selector.draftItem}>
      <span className={selector.draftText}>
        <Link to={to}>{title}</Link>
        <span className={selector.lineFacts}>
          {print.draftName ?? 'No picture yet'} · {borderLabel(print.border)} · {print.quantity}{' '}
          {print.quantity === 1 ? 'print' : 'prints'}
          {print.updatedAt ? ` · ${formatDateTime(print.updatedAt)}` : ''}
        </span>
      </span>
      <span className={selector.draftActions}>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          Remove <span className="visually-hidden">{title}</span>
        </Button>
      </span>
    </li>
  );
}
