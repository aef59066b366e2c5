import { type KeyboardEvent, useId, useState } from 'react';
import { useClient, useQuery } from 'urql';
import type { PlaceDetailsQuery as PlaceDetails } from '../../gql/graphql';
import { featureUnavailable } from '../../lib/feature-unavailable';
import { useLabFeatureNotes } from '../../lib/lab-feature-notes';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { FeatureNote } from '../ui/feature-note';
import field from '../ui/text-field.module.css';
import styles from './address.module.css';
import { PlaceDetailsQuery, PlaceSuggestionsQuery } from './api/places';

export type Place = NonNullable<PlaceDetails['place']>;

/** Spec §9: the place autocomplete waits 500 ms after the last keystroke before it asks. */
export const PLACE_DEBOUNCE_MS = 500;
/** The places service answers from 3 characters (docs/lab-behaviour.md 'Places and labels'). */
const MIN_INPUT = 3;

interface PlaceSearchProps {
  /** A picked suggestion whose address splits into street, city, state and zip. */
  onPlace: (place: Place) => void;
  /** Moves to the fields to type the address in by hand (offered when nothing matched). */
  onManual?: () => void;
}

/**
 * The address search of the address form: an ARIA 1.2 combobox whose listbox holds the places service's
 * suggestions. Arrow keys move, Enter or a click picks, Escape closes the list. On a lab without the places
 * feature there is no search: its sentence stands where it would be, and the address is typed into the fields.
 */
export function PlaceSearch({ onPlace, onManual }: PlaceSearchProps) {
  const off = useLabFeatureNotes().off('places');
  if (off) return <FeatureNote unavailable={off} />;
  return <PlaceCombobox onPlace={onPlace} onManual={onManual} />;
}

function PlaceCombobox({ onPlace, onManual }: PlaceSearchProps) {
  const client = useClient();
  const id = useId();
  const listId = `${id}-list`;
  const noteId = `${id}-note`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [picking, setPicking] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  const settled = useDebouncedValue(text.trim(), PLACE_DEBOUNCE_MS);
  const [suggestions] = useQuery({
    query: PlaceSuggestionsQuery,
    variables: { input: settled },
    pause: !open || settled.length < MIN_INPUT,
  });
  const options = open && settled.length >= MIN_INPUT ? (suggestions.data?.placeSuggestions ?? []) : [];
  const expanded = options.length > 0;
  // The service answered this very text with nothing (issue 26): say so, and offer the fields instead.
  const nothingMatched =
    settled.length >= MIN_INPUT &&
    settled === text.trim() &&
    !suggestions.fetching &&
    suggestions.data?.placeSuggestions.length === 0 &&
    suggestions.operation?.variables?.input === settled;

  const pick = async (placeId: string, description: string) => {
    setOpen(false);
    setActive(-1);
    setText(description);
    setPicking(true);
    const result = await client.query(PlaceDetailsQuery, { placeId }, { requestPolicy: 'network-only' });
    setPicking(false);
    const place = result.data?.place;
    if (place) {
      setNote(null);
      onPlace(place);
    } else if (result.error) {
      setNote('We could not look that address up. Type it in below.');
    } else {
      // Spec §5: a place that does not split into street, city, state and zip is not used.
      setNote(
        'That address could not be split into street, city, state and zip, so it was not used. Type it in below.',
      );
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && expanded) {
      event.preventDefault();
      setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp' && expanded) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      // Never submits a surrounding form (the order editor's): Enter here only picks.
      event.preventDefault();
      const option = options[active];
      if (expanded && option) void pick(option.placeId, option.description);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only; a surrounding dialog stays open.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  // A lab that turns out not to offer address search says so in its own words (the same sentence as above).
  const unavailable = featureUnavailable(suggestions.error, { feature: 'places' });
  const hint = unavailable
    ? unavailable.message
    : suggestions.error
      ? 'Address search is not answering right now. Type the address in below.'
      : nothingMatched
        ? `Nothing matched “${settled}”. Type the address in the fields below.`
        : 'Start typing; pick a suggestion to fill in the address.';

  return (
    <div className={field.field}>
      <label className={field.label} htmlFor={id}>
        Search for an address
      </label>
      <div className={styles.control}>
        <input
          id={id}
          className={field.input}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={noteId}
          aria-busy={picking || undefined}
          value={text}
          maxLength={200}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            setNote(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {/* Always in the page, so aria-controls points at something; empty while there is nothing to show. */}
        <div
          id={listId}
          role="listbox"
          aria-label="Address suggestions"
          className={styles.listbox}
          hidden={!expanded}
        >
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays in the combobox input (aria-activedescendant), whose Enter picks.
            <div
              key={option.placeId}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={styles.option}
              // Keeps focus in the input, so blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => void pick(option.placeId, option.description)}
            >
              {option.description}
            </div>
          ))}
        </div>
      </div>
      <p id={noteId} className={field.hint} role="status" aria-live="polite">
        {picking ? 'Looking up that address…' : (note ?? hint)}
      </p>
      {nothingMatched && !note && onManual && (
        <button type="button" className={styles.manual} onClick={onManual}>
          Enter the address by hand
        </button>
      )}
    </div>
  );
}
