import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { FeatureNote } from '../../../../components/ui/feature-note';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField } from '../../../../components/ui/select-field';
import { errorMessage } from '../../../../lib/error-message';
import {
  type FeatureUnavailable,
  featureUnavailable,
  hasOtherErrors,
} from '../../../../lib/feature-unavailable';
import { useLabFeatureNotes } from '../../../../lib/lab-feature-notes';
import { useAddCard, useRemoveCard, useSetDefaultCard } from '../../api/account-settings';
import styles from './settings.module.css';

/** The card processor's test tokens, which the embedded lab accepts in place of a card (docs/decisions/006). */
const TEST_CARDS = [
  { token: 'tok_visa', label: 'Visa ending 4242 (tok_visa)' },
  { token: 'tok_mastercard', label: 'Mastercard ending 4444 (tok_mastercard)' },
];

interface SavedCard {
  id: string;
  label: string;
  isDefault: boolean;
}

/**
 * Saved cards: add one (it becomes the default), make another the default, remove one. On a lab without
 * saved-cards (known up front, or the list or a change answered FEATURE_UNAVAILABLE), the sentence stands in the
 * list's place; adding a card is the documented payment-methods/token call, so its form stays.
 */
export function CardsSection({
  cards,
  forUserId,
  unavailable: listUnavailable = null,
}: {
  cards: readonly SavedCard[];
  forUserId: string | null;
  unavailable?: FeatureUnavailable | null;
}) {
  const [token, setToken] = useState(TEST_CARDS[0].token);
  const [added, add] = useAddCard();
  const [defaulted, setDefault] = useSetDefaultCard();
  const [removed, remove] = useRemoveCard();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await add({ paymentToken: token, userId: forUserId });
  };
  const error = added.error ?? defaulted.error ?? removed.error;
  const notes = useLabFeatureNotes();
  const unavailable = listUnavailable ?? featureUnavailable(error) ?? notes.off('saved-cards');
  return (
    <section className={styles.section} aria-labelledby="cards-title">
      <h2 id="cards-title" className={styles.sectionTitle}>
        Cards
      </h2>
      {unavailable ? (
        <FeatureNote unavailable={unavailable} />
      ) : (
        <CardList
          cards={cards}
          busy={{ defaulting: defaulted.fetching, removing: removed.fetching }}
          onDefault={(id) => void setDefault({ cardId: id, userId: forUserId })}
          onRemove={(id) => void remove({ cardId: id, userId: forUserId })}
        />
      )}
      <form className={styles.form} onSubmit={submit} aria-label="Add a card">
        <SelectField label="Card to add" value={token} onChange={(event) => setToken(event.target.value)}>
          {TEST_CARDS.map((card) => (
            <option key={card.token} value={card.token}>
              {card.label}
            </option>
          ))}
        </SelectField>
        <FormAlert message={hasOtherErrors(error) ? errorMessage(error) : null} />
        <FormAlert
          tone="success"
          message={unavailable && added.data && !hasOtherErrors(added.error) ? 'Card saved.' : null}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" busy={added.fetching}>
            Add card
          </Button>
        </div>
      </form>
    </section>
  );
}

function CardList({
  cards,
  busy,
  onDefault,
  onRemove,
}: {
  cards: readonly SavedCard[];
  busy: { defaulting: boolean; removing: boolean };
  onDefault: (cardId: string) => void;
  onRemove: (cardId: string) => void;
}) {
  return (
    <>
      {cards.length === 0 && <p className={styles.muted}>No saved cards.</p>}
      <ul className={styles.list}>
        {cards.map((card) => (
          <li key={card.id} className={styles.item}>
            <span className={styles.itemText}>
              <span>{card.label}</span>
              {card.isDefault && <span className={styles.badge}>Default</span>}
            </span>
            <span className={styles.actions}>
              {!card.isDefault && (
                <Button
                  size="sm"
                  variant="secondary"
                  busy={busy.defaulting}
                  onClick={() => onDefault(card.id)}
                  aria-label={`Make default: ${card.label}`}
                >
                  Make default
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                busy={busy.removing}
                onClick={() => onRemove(card.id)}
                aria-label={`Remove ${card.label}`}
              >
                Remove
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
