import { type FormEvent, useState } from 'react';
import { useMutation, useQuery, useSubscription } from 'urql';
import { useSession } from '../../../../app/session/session-context';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField } from '../../../../components/ui/select-field';
import { Spinner } from '../../../../components/ui/spinner';
import type { UnlockSize } from '../../../../gql/graphql';
import { errorMessage, splitErrors } from '../../../../lib/error-message';
import { formatCents } from '../../../../lib/format';
import { TEST_CARDS } from '../../../../lib/test-cards';
import { UnlockProgressSubscription, UnlockQuoteQuery, UnlockScansMutation } from '../../api/unlock';
import styles from './unlock-scans-dialog.module.css';

const ON_FILE = 'on-file';
const SERVER_FIELDS = { paymentToken: 'card', card: 'card', token: 'card' } as const;

const SIZES: readonly { value: UnlockSize; label: string }[] = [
  { value: 'SIXTEEN_BIT_TIFF', label: '16-bit TIFF' },
  { value: 'HD', label: 'HD JPEG' },
];

interface UnlockScansDialogProps {
  userId: string;
  scanIds: readonly string[];
  open: boolean;
  onClose: () => void;
  /** After the unlock: the page reloads its scans (their unlocked sizes changed). */
  onUnlocked?: () => void;
}

/** Unlocks a size of the chosen scans: the quote's clear total first, then the charge and the rendering. */
export function UnlockScansDialog({ userId, scanIds, open, onClose, onUnlocked }: UnlockScansDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Unlock scans"
      description={`${scanIds.length} ${scanIds.length === 1 ? 'scan' : 'scans'} selected.`}
    >
      <UnlockForm userId={userId} scanIds={scanIds} onClose={onClose} onUnlocked={onUnlocked} />
    </Dialog>
  );
}

function UnlockForm({ userId, scanIds, onClose, onUnlocked }: Omit<UnlockScansDialogProps, 'open'>) {
  const { user } = useSession();
  const asAdmin = Boolean(user && userId !== user.id);
  const [size, setSize] = useState<UnlockSize>('SIXTEEN_BIT_TIFF');
  const [{ data, error: quoteError, fetching: quoting }] = useQuery({
    query: UnlockQuoteQuery,
    variables: { userId, asAdmin, scanIds: [...scanIds], size },
    requestPolicy: 'network-only',
  });
  const quote = (asAdmin ? data?.user : data?.me)?.unlockQuote ?? null;
  const [{ fetching, error }, unlock] = useMutation(UnlockScansMutation);
  const [card, setCard] = useState<string>('');
  const [saveCard, setSaveCard] = useState(false);
  const [done, setDone] = useState<{ charged: number; count: number } | null>(null);
  const server = splitErrors(error, SERVER_FIELDS);
  // Rendering progress arrives as ZIP_PROGRESS events while the unlock runs.
  const [{ data: progressData }] = useSubscription(
    { query: UnlockProgressSubscription, variables: { userId }, pause: !fetching },
    (_previous: number | null = null, event) =>
      event.userEvents.type === 'ZIP_PROGRESS' && event.userEvents.progress != null
        ? event.userEvents.progress
        : _previous,
  );
  const chosenCard = card || (quote?.card ? ON_FILE : TEST_CARDS[0].token);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!quote) return;
    const needsCard = quote.total > 0;
    const newCard = needsCard && chosenCard !== ON_FILE;
    const result = await unlock({
      scanIds: [...scanIds],
      size,
      paymentToken: newCard ? chosenCard : null,
      ...(newCard && saveCard ? { saveCard: true } : {}),
    });
    const payload = result.data?.unlockScans;
    if (payload) {
      setDone({ charged: payload.charged, count: payload.scans.length });
      onUnlocked?.();
    }
  };

  if (done)
    return (
      <div className={styles.form}>
        <FormAlert
          tone="success"
          message={`Unlocked ${done.count} ${done.count === 1 ? 'scan' : 'scans'}${done.charged > 0 ? `, ${formatCents(done.charged)} charged` : ''}. Download them from the roll.`}
        />
        <div className={styles.actions}>
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    );

  const declined = error?.graphQLErrors.some((e) => e.extensions?.code === 'PAYMENT_DECLINED');
  // Every chosen scan is unlocked at this size already (decision 104): nothing to unlock, nothing offered.
  const allUnlocked = quote !== null && quote.scanCount > 0 && quote.chargeableCount === 0;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <SelectField label="Size" value={size} onChange={(event) => setSize(event.target.value as UnlockSize)}>
        {SIZES.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      {quoting && !quote ? (
        <p className={styles.note} role="status">
          <Spinner size={16} /> Working out the price…
        </p>
      ) : quote ? (
        <dl className={styles.quote} aria-label="Price">
          <dt>Scans</dt>
          <dd>{quote.scanCount}</dd>
          <dt>Already unlocked</dt>
          <dd>{quote.scanCount - quote.chargeableCount}</dd>
          <dt>Price per scan</dt>
          <dd>{quote.pricePerUnlock === 0 ? 'Included' : formatCents(quote.pricePerUnlock)}</dd>
          <dt className={styles.total}>Total</dt>
          <dd className={styles.total}>
            {allUnlocked
              ? 'Nothing to pay'
              : quote.total === 0
                ? 'Included in your plan'
                : formatCents(quote.total)}
          </dd>
        </dl>
      ) : (
        <FormAlert message={errorMessage(quoteError) ?? 'The price could not be worked out'} />
      )}
      {quote && quote.total > 0 && (
        <SelectField
          label="Card"
          value={chosenCard}
          onChange={(event) => setCard(event.target.value)}
          error={server.fields.card}
          hint="This lab runs the card processor's test mode: a test card is never charged for real."
        >
          {quote.card && <option value={ON_FILE}>Card on file ({quote.card})</option>}
          {TEST_CARDS.map((option) => (
            <option key={option.token} value={option.token}>
              {option.label}
            </option>
          ))}
        </SelectField>
      )}
      {quote && quote.total > 0 && chosenCard !== ON_FILE && (
        <label className={styles.check}>
          <input type="checkbox" checked={saveCard} onChange={(event) => setSaveCard(event.target.checked)} />
          Save this card for next time
        </label>
      )}
      {allUnlocked && (
        <p className={styles.note} role="note">
          {quote.scanCount === 1 ? 'This scan is' : 'These scans are'} already unlocked at this size: download{' '}
          {quote.scanCount === 1 ? 'it' : 'them'} from the roll.
        </p>
      )}
      <FormAlert
        message={
          declined && !server.fields.card
            ? 'The card was declined. Nothing was charged; try another card.'
            : server.form
        }
      />
      {fetching && (
        <p className={styles.note} role="status">
          <Spinner size={16} /> Unlocking and rendering the files
          {typeof progressData === 'number' ? ` (${progressData}%)` : '…'} This can take a minute.
        </p>
      )}
      <div className={styles.actions}>
        {!allUnlocked && (
          <Button type="submit" busy={fetching} disabled={!quote}>
            {quote && quote.total > 0 ? `Unlock for ${formatCents(quote.total)}` : 'Unlock'}
          </Button>
        )}
        <Button variant="ghost" onClick={onClose}>
          {allUnlocked ? 'Done' : 'Cancel'}
        </Button>
      </div>
    </form>
  );
}
