import type { AdminOrderPanelFieldsFragment } from '../../../../gql/graphql';
import { rollEventLabel } from '../../../../lib/roll-events';
import styles from './panel.module.css';

type Roll = AdminOrderPanelFieldsFragment['rolls'][number];

/** One roll of the order as a tick box: its place, stock, process, format and where it stands at the desk. */
export function RollChoice({
  roll,
  index,
  checked,
  disabled,
  onToggle,
}: {
  roll: Roll;
  index: number;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <label className={styles.roll}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={onToggle} />
      <span>
        <span className={styles.rollName}>
          {index + 1}. {roll.stock}
        </span>
        <span className={styles.rollMeta}>
          {roll.processLabel} · {roll.formatLabel} ·{' '}
          {roll.stage ? rollEventLabel(roll.stage) : 'Not received'}
        </span>
      </span>
    </label>
  );
}
