import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { SelectField } from '../ui/select-field';
import field from '../ui/text-field.module.css';
import styles from './address.module.css';
import { AddressForm, type SavedAddress } from './address-form';
import { useAddressBookQuery } from './api/address-book';

const ADD_NEW = '__add-new-address__';

/** 'address line 1, city, zip' (spec §2 'Address picker'). */
export const addressLine = (address: Pick<SavedAddress, 'address1' | 'city' | 'zip'>): string =>
  `${address.address1}, ${address.city}, ${address.zip}`;

/**
 * Chooses one of a user's saved addresses, or adds a new one inline (which is then chosen). With nothing chosen
 * yet, the first primary address is (spec §5). Loads the book itself: the logged-in person's, or with `userId`
 * (admins) that customer's.
 */
export function AddressPicker(props: {
  userId?: string;
  value: string | null;
  onChange: (addressId: string | null) => void;
  label?: string;
  error?: string;
}) {
  const { userId, value, onChange, label = 'Address', error } = props;
  const [book] = useAddressBookQuery(userId);
  const [adding, setAdding] = useState(false);
  // The address just saved, shown until the refetched book lists it, so the select never jumps back.
  const [justSaved, setJustSaved] = useState<SavedAddress | null>(null);
  const before = useRef<string | null>(null);

  const listed = (book.data?.me ?? book.data?.user)?.addresses ?? [];
  const addresses = justSaved && !listed.some((a) => a.id === justSaved.id) ? [...listed, justSaved] : listed;
  const loaded = book.data !== undefined;
  const empty = loaded && addresses.length === 0;

  useEffect(() => {
    if (value !== null || adding) return;
    const primary = addresses.find((address) => address.primary);
    if (primary) onChange(primary.id);
  }, [value, adding, addresses, onChange]);

  const choose = (next: string) => {
    if (next !== ADD_NEW) {
      onChange(next || null);
      return;
    }
    // Nothing is chosen while the new address is being written, so nobody confirms with a hidden one.
    before.current = value;
    setAdding(true);
    onChange(null);
  };
  const cancel = () => {
    setAdding(false);
    onChange(before.current);
  };
  const saved = (address: SavedAddress) => {
    setJustSaved(address);
    setAdding(false);
    onChange(address.id);
  };

  const loadError = book.error && !loaded ? errorMessage(book.error) : null;
  const shownValue = adding ? ADD_NEW : (value ?? '');

  return (
    <div className={styles.picker}>
      {!empty && (
        <SelectField
          label={label}
          value={shownValue}
          onChange={(event) => choose(event.target.value)}
          disabled={!loaded && !book.error}
          error={error ?? loadError}
        >
          {!loaded && !book.error && <option value="">Loading addresses…</option>}
          {(loaded || book.error) && !adding && value === null && <option value="">Choose an address</option>}
          {addresses.map((address) => (
            <option key={address.id} value={address.id}>
              {address.primary ? `${addressLine(address)} (Primary)` : addressLine(address)}
            </option>
          ))}
          {(loaded || book.error) && <option value={ADD_NEW}>Add A New Address</option>}
        </SelectField>
      )}
      {empty && error && <p className={field.error}>{error}</p>}
      {(adding || empty) && (
        <AddressForm
          userId={userId}
          legend={empty ? `${label}: add your first address` : 'New address'}
          onSaved={saved}
          onCancel={empty ? undefined : cancel}
        />
      )}
    </div>
  );
}
