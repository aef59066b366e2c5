import { Link } from 'react-router';
import { purchasePath } from '../purchase-path';
import { type Plan, purchasableTiers, tierSections } from './tier-sections';
import styles from './tier-table.module.css';

/**
 * The membership tier table: one column per tier, rows grouped into Benefits, Pricing and Add-Ons, every cell
 * the server's own text. On narrow screens it scrolls sideways with the row labels pinned.
 */
export function TierTable({ plans }: { plans: readonly Plan[] }) {
  const sections = tierSections(plans);
  const buyable = new Set(purchasableTiers(plans).map((plan) => plan.id));
  return (
    <>
      <p className={styles.swipeHint} aria-hidden="true">
        Swipe the table for every tier →
      </p>
      <section
        className={styles.scroller}
        aria-label="Membership tiers"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it.
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption className="visually-hidden">
            Benefits, prices and add-on prices of each membership tier
          </caption>
          <colgroup>
            <col className={styles.labelCol} />
            {plans.map((plan) => (
              <col key={plan.id} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <td className={styles.corner} />
              {plans.map((plan) => (
                <th key={plan.id} scope="col" className={styles.tierHead}>
                  {buyable.has(plan.id) ? (
                    <Link to={purchasePath(plan.id)} className={styles.tierLink}>
                      {plan.label}
                      <span className={styles.join} aria-hidden="true">
                        Join →
                      </span>
                    </Link>
                  ) : (
                    <span className={styles.tierName}>{plan.label}</span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          {sections.map((section) => (
            <tbody key={section.title} className={styles.section}>
              <tr>
                <th scope="colgroup" colSpan={plans.length + 1} className={styles.sectionHead}>
                  <span className={styles.sectionTitle}>{section.title}</span>
                </th>
              </tr>
              {section.rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className={styles.rowHead}>
                    {row.label}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={plans[index].id} className={styles.cell}>
                      {value ?? '—'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </section>
    </>
  );
}
