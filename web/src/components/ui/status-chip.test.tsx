import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../gql/graphql';
import { StatusChip } from './status-chip';
import styles from './status-chip.module.css';

// Spec §4: status chip colours — paid success, pending warning, cancelled error, others default.
describe('StatusChip (spec §4, issue 26)', () => {
  it.each([
    ['PAID', 'Paid', 'success'],
    ['OPEN', 'Open', 'warning'],
    ['INVOICED', 'Invoiced', 'warning'],
    ['CANCELED', 'Canceled', 'error'],
    ['COMPLETE', 'Complete', 'neutral'],
  ] as const)('%s reads %s in the %s colour', (status: OrderStatus, word, tone) => {
    render(<StatusChip status={status} />);
    const chip = screen.getByText(word);
    expect(styles[tone]).toBeTruthy();
    expect(chip.className).toContain(styles[tone]);
    for (const other of ['success', 'warning', 'error', 'neutral'].filter((t) => t !== tone))
      expect(chip.className).not.toContain(styles[other]);
  });
});
