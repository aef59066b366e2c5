import { useState } from 'react';
import { AddressForm, type SavedAddress } from '../../../../components/address/address-form';
import { addressLine } from '../../../../components/address/address-picker';
import { useUpdateAddressMutation } from '../../../../components/address/api/save-address';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { errorMessage } from '../../../../lib/error-message';
import { useDeleteAddress } from '../../api/account-settings';
import styles from './settings.module.css';

/**
 * The address book: add, edit, make primary and delete.
 * `forUserId` is the customer's id when staff edit them.
 */
export function AddressesSection({
  addresses,
  forUserId,
  onChanged,
}: {
  addresses: readonly SavedAddress[];
  forUserId: string | null;
  onChanged: () => void;
}) {
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [removed, remove] = useDeleteAddress();
  const [primaried, update] = useUpdateAddressMutation();
  const userId = forUserId ?? undefined;

  const saved = () => {
    setEditing(null);
    onChanged();
  };
  const makePrimary = async (address: SavedAddress) => {
    const { id, __typename, primary, country, ...rest } = address as SavedAddress & { __typename?: string };
    await update({ id, input: { ...rest, primary: true }, userId });
    onChanged();
  };

  return (
    <section className={styles.section} aria-labelledby="addresses-title">
      <h2 id="addresses-title" className={styles.sectionTitle}>
        Addresses
      </h2>
      {addresses.length === 0 && <p className={styles.muted}>No saved addresses yet.</p>}
      <ul className={styles.list}>
        {addresses.map((address) =>
          editing === address.id ? (
            <li key={address.id}>
              <AddressForm
                userId={userId}
                address={address}
                legend="Edit address"
                onSaved={saved}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <li key={address.id} className={styles.item}>
              <span className={styles.itemText}>
                <span>{addressLine(address)}</span>
                {address.primary && <span className={styles.badge}>Primary</span>}
              </span>
              <span className={styles.actions}>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setEditing(address.id)}
                  aria-label={`Edit ${addressLine(address)}`}
                >
                  Edit
                </Button>
                {!address.primary && (
                  <Button
                    size="sm"
                    variant="secondary"
                    busy={primaried.fetching}
                    onClick={() => void makePrimary(address)}
                    aria-label={`Make primary: ${addressLine(address)}`}
                  >
                    Make primary
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  busy={removed.fetching}
                  onClick={() => void remove({ id: address.id, userId }).then(onChanged)}
                  aria-label={`Delete ${addressLine(address)}`}
                >
                  Delete
                </Button>
              </span>
            </li>
          ),
        )}
      </ul>
      <FormAlert message={errorMessage(removed.error ?? primaried.error)} />
      {editing === 'new' ? (
        <AddressForm userId={userId} legend="New address" onSaved={saved} onCancel={() => setEditing(null)} />
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setEditing('new')}>
            Add an address
          </Button>
        </div>
      )}
    </section>
  );
}
