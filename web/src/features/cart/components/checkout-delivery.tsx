import { Link } from 'react-router';
import { SelectField } from '../../../components/ui/select-field';
import type { CartDelivery, CheckoutPageQuery } from '../../../gql/graphql';
import styles from './cart.module.css';

type Address = NonNullable<CheckoutPageQuery['me']>['addresses'][number];

/** Checkout's "How it reaches you": pick up at the lab, or ship to one of the customer's saved addresses. */
export function CheckoutDelivery({
  delivery,
  onDelivery,
  addresses,
  addressId,
  onAddress,
  addressError,
  settingsTo,
}: {
  delivery: CartDelivery;
  onDelivery: (delivery: CartDelivery) => void;
  addresses: readonly Address[];
  addressId: string;
  onAddress: (addressId: string) => void;
  addressError?: string;
  /** Where the customer adds an address when they have none. */
  settingsTo: string;
}) {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>How it reaches you</legend>
      <label className={styles.choice}>
        <input
          type="radio"
          name="delivery"
          checked={delivery === 'PICK_UP'}
          onChange={() => onDelivery('PICK_UP')}
        />
        Pick up at the lab <span className={styles.muted}>free</span>
      </label>
      <label className={styles.choice}>
        <input
          type="radio"
          name="delivery"
          checked={delivery === 'SHIP'}
          onChange={() => onDelivery('SHIP')}
        />
        Ship it to me <span className={styles.muted}>USPS First-Class, $9.99</span>
      </label>
      {delivery === 'SHIP' &&
        (addresses.length > 0 ? (
          <SelectField
            label="Ship to"
            value={addressId}
            error={addressError}
            onChange={(event) => onAddress(event.target.value)}
          >
            {addresses.map((address) => (
              <option key={address.id} value={address.id}>
                {[address.address1, address.address2, `${address.city}, ${address.state} ${address.zip}`]
                  .filter(Boolean)
                  .join(', ')}
              </option>
            ))}
          </SelectField>
        ) : (
          <p className={styles.problem}>
            You have no saved address yet. <Link to={settingsTo}>Add one in Settings</Link>.
          </p>
        ))}
    </fieldset>
  );
}
