import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { AddressFieldsFragment } from '../../gql/graphql';
import { splitErrors } from '../../lib/error-message';
import { Button } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { TextField } from '../ui/text-field';
import styles from './address.module.css';
import { useCreateAddressMutation, useUpdateAddressMutation } from './api/save-address';
import { type Place, PlaceSearch } from './place-search';

export type SavedAddress = AddressFieldsFragment;

type FieldName = 'address1' | 'address2' | 'city' | 'state' | 'zip';

interface AddressFormProps {
  /** An admin editing a customer's book; customers leave it out. */
  userId?: string;
  /** The address to change; without one the form adds a new address. */
  address?: SavedAddress | null;
  onSaved: (address: SavedAddress) => void;
  onCancel?: () => void;
  /** The group's name for screen readers and on screen. */
  legend?: string;
}

interface Draft {
  placeId: string | null;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}

const draftOf = (address?: SavedAddress | null): Draft => ({
  placeId: address?.placeId ?? null,
  address1: address?.address1 ?? '',
  address2: address?.address2 ?? '',
  city: address?.city ?? '',
  state: address?.state ?? '',
  zip: address?.zip ?? '',
});

// The server names AddressInput's fields (extensions.field); a bad placeId is about the picked street.
const SERVER_FIELDS: Record<string, FieldName> = {
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  state: 'state',
  zip: 'zip',
  placeId: 'address1',
};

/**
 * Adds or changes an address (spec §4 'Address form'): a place search fills street, city, state and zip, which
 * can also be typed by hand; the lab checks them and its messages show beside the fields. Saving is blocked while
 * a save is in flight or the street is empty. Not a <form>: it sits inside others (the order editor's), so Enter
 * in a field saves this address without submitting the outer form.
 */
export function AddressForm({
  userId,
  address,
  onSaved,
  onCancel,
  legend = 'New address',
}: AddressFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(address));
  const [created, create] = useCreateAddressMutation();
  const [updated, update] = useUpdateAddressMutation();
  const [lastError, setLastError] = useState<typeof created.error>(undefined);
  const legendId = useId();
  const streetRef = useRef<HTMLInputElement>(null);
  const saving = created.fetching || updated.fetching;
  const canSave = !saving && draft.address1.trim() !== '';
  const errors = splitErrors(lastError, SERVER_FIELDS);

  const set = (field: FieldName) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    // A street typed by hand is no longer the picked place.
    setDraft((current) => ({
      ...current,
      [field]: value,
      ...(field === 'address1' ? { placeId: null } : {}),
    }));
  };

  const fill = (place: Place) => {
    setDraft((current) => ({
      ...current,
      placeId: place.placeId,
      address1: place.address1,
      city: place.city,
      state: place.state,
      zip: place.zip,
    }));
  };

  const save = async () => {
    if (!canSave) return;
    const input = {
      placeId: draft.placeId,
      address1: draft.address1.trim(),
      address2: draft.address2.trim() || null,
      city: draft.city.trim(),
      state: draft.state.trim(),
      zip: draft.zip.trim(),
    };
    const result = address
      ? await update({ id: address.id, input, userId })
      : await create({ input, userId });
    const saved =
      result.data && ('createAddress' in result.data ? result.data.createAddress : result.data.updateAddress);
    setLastError(result.error);
    if (saved) onSaved(saved);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // The place search handles its own Enter (picking a suggestion) and marks it handled.
    if (event.key !== 'Enter' || event.defaultPrevented || !(event.target instanceof HTMLInputElement))
      return;
    event.preventDefault();
    void save();
  };

  return (
    <fieldset className={styles.form} aria-labelledby={legendId} onKeyDown={onKeyDown}>
      <legend id={legendId} className={styles.legend}>
        {legend}
      </legend>
      <PlaceSearch onPlace={fill} onManual={() => streetRef.current?.focus()} />
      <TextField
        ref={streetRef}
        label="Street address"
        autoComplete="address-line1"
        value={draft.address1}
        onChange={set('address1')}
        error={errors.fields.address1}
        maxLength={200}
      />
      <TextField
        label="Apartment, suite, etc. (optional)"
        autoComplete="address-line2"
        value={draft.address2}
        onChange={set('address2')}
        error={errors.fields.address2}
        maxLength={200}
      />
      <div className={styles.row}>
        <TextField
          className={styles.city}
          label="City"
          autoComplete="address-level2"
          value={draft.city}
          onChange={set('city')}
          error={errors.fields.city}
          maxLength={100}
        />
        <TextField
          className={styles.state}
          label="State"
          autoComplete="address-level1"
          value={draft.state}
          onChange={set('state')}
          error={errors.fields.state}
          maxLength={2}
        />
        <TextField
          className={styles.zip}
          label="Zip"
          autoComplete="postal-code"
          inputMode="numeric"
          value={draft.zip}
          onChange={set('zip')}
          error={errors.fields.zip}
          maxLength={10}
        />
      </div>
      <FormAlert message={errors.form} />
      <div className={styles.actions}>
        <Button onClick={() => void save()} disabled={!canSave} busy={saving}>
          Save Address
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
      </div>
    </fieldset>
  );
}
