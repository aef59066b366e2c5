import { AddressPicker } from '../../../../components/address/address-picker';
import { SelectField } from '../../../../components/ui/select-field';
import type { NegativesAction, ServiceLevel, ShippingMethod } from '../../../../gql/graphql';
import { errorMessage } from '../../../../lib/error-message';
import { useCourierAvailabilityQuery } from '../../api/courier-pick-up';
import { useDropOffLocationsQuery } from '../../api/drop-off-locations';
import { keysOf, NEGATIVES_LABELS, SERVICE_LEVEL_LABELS, SHIPPING_METHOD_LABELS } from '../../labels';
import { TextAreaField } from '../fields';
import { CourierWindows } from './courier-choice';
import { draftShipsNegatives, MAX_NOTES, type OrderDraft } from './draft';
import type { DraftErrors } from './draft-errors';
import styles from './editor.module.css';

const METHODS: { method: ShippingMethod; text: string; inactive?: boolean }[] = [
  { method: 'DROP_OFF', text: 'Bring your rolls to one of our drop-off locations.' },
  { method: 'EXTERNAL_FULFILLMENT', text: 'Post them to the lab with any carrier you like.' },
  {
    method: 'PREPAID_LABEL',
    text: 'We make you a shipping label to the lab with the order, ready to print from its page. Free for members; otherwise it shows as a line on review.',
  },
  { method: 'RETURN_MAILER', text: 'A padded mailer sent to you. Not available right now.', inactive: true },
];

interface ShippingStepProps {
  draft: OrderDraft;
  errors: DraftErrors;
  /** Whose addresses the picker lists (admins ordering for a customer). */
  userId?: string;
  /** Editing an existing order: the way it travels and the return are set elsewhere. */
  editing?: boolean;
  onChange: (patch: Partial<OrderDraft>) => void;
  onNegativesForAll: (action: NegativesAction) => void;
}

/** Step 2: how the film travels to the lab, how the negatives come back, and notes. */
export function ShippingStep({
  draft,
  errors,
  userId,
  editing,
  onChange,
  onNegativesForAll,
}: ShippingStepProps) {
  const actions = new Set(draft.rolls.map((roll) => roll.negativesAction));
  const common = actions.size === 1 ? [...actions][0] : '';
  const shipped = draftShipsNegatives(draft);
  // Customers in a courier's zip codes may have their film collected (docs/decisions/070-couriers.md).
  // An order being edited already has its way in, so its page does not ask.
  const [{ data: courierData }] = useCourierAvailabilityQuery(userId ?? draft.userId, editing);
  const availability = courierData?.user?.courierAvailability;
  const courierWindows = availability?.addressId ? availability.windows : [];
  const methods =
    courierWindows.length > 0
      ? [
          {
            method: 'COURIER_PICK_UP' as const,
            text: `You’re in our courier area: ${courierWindows[0]?.messengerName} collects the film from your door, free.`,
          },
          ...METHODS,
        ]
      : METHODS;
  return (
    <div className={styles.stepBody}>
      {editing ? (
        <p className={styles.muted}>Your film travels by {SHIPPING_METHOD_LABELS[draft.shippingMethod]}.</p>
      ) : (
        <fieldset
          className={styles.group}
          aria-describedby={errors.shippingMethod ? 'method-error' : undefined}
        >
          <legend className={styles.groupTitle}>How your film gets to us</legend>
          <div className={styles.methods}>
            {methods.map(({ method, text, inactive }) => (
              <label key={method} className={styles.method} data-inactive={inactive || undefined}>
                <input
                  type="radio"
                  name="shippingMethod"
                  value={method}
                  checked={draft.shippingMethod === method}
                  disabled={inactive}
                  onChange={() => onChange({ shippingMethod: method })}
                />
                <span className={styles.methodName}>{SHIPPING_METHOD_LABELS[method]}</span>
                <span className={styles.methodText}>{text}</span>
              </label>
            ))}
          </div>
          {errors.shippingMethod && (
            <p id="method-error" className={styles.stepError}>
              {errors.shippingMethod}
            </p>
          )}
        </fieldset>
      )}
      {!editing && draft.shippingMethod === 'COURIER_PICK_UP' && availability?.addressId && (
        <CourierWindows
          windows={courierWindows}
          addressId={availability.addressId}
          value={draft.courier}
          error={errors.courier}
          onChange={(courier) => onChange({ courier })}
        />
      )}
      {!editing &&
        draft.shippingMethod === 'COURIER_PICK_UP' &&
        !availability?.addressId &&
        errors.courier && <p className={styles.stepError}>{errors.courier}</p>}
      {!editing && draft.shippingMethod === 'PREPAID_LABEL' && (
        <AddressPicker
          userId={userId}
          label="Label from (your address)"
          value={draft.labelAddressId ?? null}
          onChange={(labelAddressId) => onChange({ labelAddressId })}
          error={errors.labelAddress}
        />
      )}
      {draft.shippingMethod === 'DROP_OFF' && (
        <DropOffLocation
          value={draft.location}
          error={errors.location}
          onChange={(location) => onChange({ location })}
        />
      )}
      {!editing && (
        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>Return of your negatives</legend>
          <SelectField
            label="What happens to the negatives"
            value={common}
            onChange={(event) => onNegativesForAll(event.target.value as NegativesAction)}
            hint={
              common
                ? 'Applies to every roll; each roll can differ on the Rolls step.'
                : 'Rolls differ: choose one to apply to every roll.'
            }
          >
            {!common && <option value="">Set per roll</option>}
            {keysOf(NEGATIVES_LABELS).map((key) => (
              <option key={key} value={key}>
                {NEGATIVES_LABELS[key]}
              </option>
            ))}
          </SelectField>
          {shipped && (
            <div className={styles.returnFields}>
              <SelectField
                label="Return service"
                value={draft.serviceLevel}
                onChange={(event) => onChange({ serviceLevel: event.target.value as ServiceLevel })}
                error={errors.serviceLevel}
              >
                {keysOf(SERVICE_LEVEL_LABELS).map((key) => (
                  <option key={key} value={key}>
                    {SERVICE_LEVEL_LABELS[key]}
                  </option>
                ))}
              </SelectField>
              <AddressPicker
                userId={userId}
                label="Return address"
                value={draft.returnAddressId}
                onChange={(returnAddressId) => onChange({ returnAddressId })}
                error={errors.returnAddress}
              />
            </div>
          )}
        </fieldset>
      )}
      <TextAreaField
        label="Notes for the order (optional)"
        maxLength={MAX_NOTES}
        rows={3}
        value={draft.notes}
        onChange={(event) => onChange({ notes: event.target.value })}
        error={errors.notes}
      />
    </div>
  );
}

function DropOffLocation({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (location: string) => void;
}) {
  const [{ data, error: loadError, fetching }] = useDropOffLocationsQuery();
  const locations = data?.locations ?? [];
  const chosen = locations.find((location) => location.name === value);
  const problem =
    !fetching && !data?.locations ? (errorMessage(loadError) ?? 'Locations are unavailable') : null;
  return (
    <SelectField
      label="Drop-off location"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error ?? problem}
      hint={chosen ? `${chosen.address1}, ${chosen.city} · ${chosen.hours}` : undefined}
    >
      <option value="">{fetching ? 'Loading locations…' : 'Choose a location'}</option>
      {locations.map((location) => (
        <option key={location.id} value={location.name}>
          {location.name}
        </option>
      ))}
    </SelectField>
  );
}
