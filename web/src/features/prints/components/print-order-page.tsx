import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { SelectField } from '../../../components/ui/select-field';
import type { PrintDraftFieldsFragment } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/error-message';
import { formatCents } from '../../../lib/format';
import { useAddPrintToCart } from '../../cart/api/use-cart';
import { openCart } from '../../cart/lib/cart-events';
import { usePrintDraftQuery, usePrintPapersQuery } from '../api/prints';
import {
  BORDERS,
  type Border,
  findLocalPrint,
  type LocalPrint,
  type Orientation,
  removeLocalPrint,
  saveLocalPrint,
} from '../lib/local-prints';
import { borderLabel, orientationOf } from '../lib/print-geometry';
import { ChoiceGroup, CopiesStepper } from './copies-stepper';
import { DraftUpload } from './draft-upload';
import { PrintPreview } from './print-preview';
import styles from './prints.module.css';
import { STAFF_NOTE } from './small-prints-page';

interface PageProps {
  userId: string;
  asAdmin: boolean;
  userBase: string;
  printId: string;
}

const BORDER_OPTIONS = BORDERS.map((value) => ({
  value,
  label: value === 0 ? 'None' : `${borderLabel(value).replace(' white border', '')}`,
}));
const ORIENTATIONS = [
  { value: 'PORTRAIT', label: 'Portrait' },
  { value: 'LANDSCAPE', label: 'Landscape' },
] as const;

/**
 * /users/{id}/print-orders/{printId}: one large-format print kept in this browser (spec §4): its picture, border,
 * orientation, copies and price, a preview to scale, and 'Add to cart'. The draft is re-read from the lab, so a
 * reload shows what the lab holds.
 */
export function PrintOrderPage({ userId, asAdmin, userBase, printId }: PageProps) {
  const [print, setPrint] = useState(() => findLocalPrint(printId));
  const [inCart, setInCart] = useState(false);
  const selector = `${userBase}/print-orders/new/selector`;

  if (inCart) {
    return (
      <Page
        title="In your cart"
        width="narrow"
        lead="Your print is in the cart: check out when you’re ready."
      >
        <p className={styles.uploadRow}>
          <ButtonLink to="/checkout">Check out</ButtonLink>
          <ButtonLink to={selector} variant="secondary">
            Make another print
          </ButtonLink>
        </p>
      </Page>
    );
  }
  if (!print || print.userId !== userId) {
    return (
      <Page title="Print not found" width="narrow" lead="This print isn’t kept in this browser.">
        <p>
          Prints in progress stay in the browser they were started in.{' '}
          <Link to={selector}>Start a new print</Link>.
        </p>
      </Page>
    );
  }
  return (
    <PrintEditor
      print={print}
      onChange={(changes) => setPrint(saveLocalPrint({ ...print, ...changes }))}
      onAdded={(where) => {
        // The lab's cart holds the print now; the browser's cart keeps it here until its line is removed or bought.
        if (where === 'server') removeLocalPrint(print.id);
        setInCart(true);
        openCart();
      }}
      userId={userId}
      asAdmin={asAdmin}
    />
  );
}

function PrintEditor({
  print,
  onChange,
  onAdded,
  userId,
  asAdmin,
}: {
  print: LocalPrint;
  onChange: (changes: Partial<LocalPrint>) => void;
  onAdded: (where: 'server' | 'browser') => void;
  userId: string;
  asAdmin: boolean;
}) {
  const [{ data: papers }] = usePrintPapersQuery();
  const [{ data: draftData, fetching: draftLoading, error: draftError }] = usePrintDraftQuery(print.draftId);
  const adding = useAddPrintToCart();
  const [fresh, setFresh] = useState<PrintDraftFieldsFragment | null>(null);

  const paper = papers?.printPapers.find((each) => each.id === print.paperId);
  const size = paper?.sizes.find((each) => each.id === print.sizeId);
  const stored = draftData?.me?.printDraft;
  const draft = fresh?.id === print.draftId ? fresh : stored;
  const picture =
    draft?.converted && draft.url
      ? { url: draft.url, width: draft.width ?? null, height: draft.height ?? null }
      : null;
  // Gone from the lab (or never converted): the id kept here no longer names a picture to print.
  const lost =
    !!print.draftId && !draftLoading && (!!draftError || !!draftData) && !stored?.converted && !fresh;
  const price = size?.price;
  // The lab prints a picture the way it was taken (the print line has no orientation), so once there is a picture
  // the paper turns to it; before, the choice only shapes the empty preview.
  const orientation = picture ? orientationOf(picture.width, picture.height) : print.orientation;

  const uploaded = (next: PrintDraftFieldsFragment) => {
    setFresh(next);
    onChange({ draftId: next.id, draftName: next.name, orientation: orientationOf(next.width, next.height) });
  };

  // A double click adds one print: the second click lands before the button has re-rendered as busy.
  const sending = useRef(false);
  const add = async () => {
    if (!print.draftId || sending.current) return;
    sending.current = true;
    const where = await adding.add({
      paperSizeId: print.sizeId,
      draftId: print.draftId,
      border: print.border,
      quantity: print.quantity,
      localPrintId: print.id,
    });
    sending.current = false;
    if (where) onAdded(where);
  };

  return (
    <Page title={`${print.width} x ${print.height} in print`} eyebrow={print.paperName}>
      <div className={styles.layout}>
        <div className={styles.section}>
          <PrintPreview
            size={{ width: print.width, height: print.height }}
            border={print.border}
            orientation={orientation}
            picture={picture}
          />
          <section className={styles.section} aria-labelledby="picture-title">
            <h2 id="picture-title" className={styles.sectionTitle}>
              Your picture
            </h2>
            {picture && <p className={styles.hint}>{draft?.name}</p>}
            {lost && (
              <p className={styles.problem} role="alert">
                We couldn’t find the picture you uploaded for this print. Please upload it again.
              </p>
            )}
            <DraftUpload userId={userId} asAdmin={asAdmin} hasPicture={!!picture} onUploaded={uploaded} />
          </section>
        </div>
        <aside className={`${styles.panel} ${styles.aside}`} aria-labelledby="print-choices-title">
          <h2 id="print-choices-title" className={styles.sectionTitle}>
            Your print
          </h2>
          {paper && (
            <SelectField
              label="Size"
              value={print.sizeId}
              onChange={(event) => {
                const next = paper.sizes.find((each) => each.id === event.target.value);
                if (next) onChange({ sizeId: next.id, width: next.width, height: next.height });
              }}
            >
              {paper.sizes.map((each) => (
                <option key={each.id} value={each.id}>
                  {each.width} x {each.height} in · {formatCents(each.price)}
                </option>
              ))}
            </SelectField>
          )}
          <ChoiceGroup<Border>
            legend="White border"
            name="print-border"
            options={BORDER_OPTIONS}
            value={print.border}
            onChange={(border) => onChange({ border })}
          />
          <ChoiceGroup<Orientation>
            legend="Orientation"
            name="print-orientation"
            options={ORIENTATIONS}
            value={orientation}
            onChange={(next) => onChange({ orientation: next })}
            disabled={!!picture}
            hint={picture ? 'Set by your picture: the lab prints it the way it was taken.' : undefined}
          />
          <CopiesStepper
            value={print.quantity}
            onChange={(quantity) => onChange({ quantity })}
            label="Copies"
          />
          <dl className={styles.summary} aria-label="Price">
            <div>
              <dt>Each</dt>
              <dd>{price === undefined ? '…' : formatCents(price)}</dd>
            </div>
            <div className={styles.total}>
              <dt>Total</dt>
              <dd>{price === undefined ? '…' : formatCents(price * print.quantity)}</dd>
            </div>
          </dl>
          {asAdmin ? (
            <p className={styles.hint}>{STAFF_NOTE}</p>
          ) : (
            <>
              <Button
                size="lg"
                block
                busy={adding.fetching}
                disabled={!picture || !adding.ready}
                onClick={add}
              >
                Add to cart
              </Button>
              {!picture && <p className={styles.hint}>Upload a picture to add this print to your cart.</p>}
            </>
          )}
          {adding.error && (
            <p className={styles.problem} role="alert">
              {errorMessage(adding.error)}
            </p>
          )}
        </aside>
      </div>
    </Page>
  );
}
