import { render, screen } from '@testing-library/react';
import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { EstimatePanel, type QuoteState } from './estimate-panel';

const state = (patch: Partial<QuoteState>): QuoteState =>
  ({ fetching: false, stale: false, ...patch }) as QuoteState;

describe('EstimatePanel', () => {
  it('says why there is no price when the server refused the rolls, not to add a film stock (issue 26)', () => {
    const error = new CombinedError({
      graphQLErrors: [
        {
          message: 'The brand (first word) is at most 60 characters',
          extensions: { code: 'BAD_USER_INPUT', field: 'rolls.0.stock' },
        },
      ],
    });
    render(<EstimatePanel quote={state({ error })} rollCount={1} />);
    expect(screen.getByText('Unavailable')).toBeTruthy();
    expect(screen.getByText('The brand (first word) is at most 60 characters')).toBeTruthy();
    expect(screen.queryByText(/Add a film stock/)).toBeNull();
  });

  it('asks for a film stock while there is nothing to price', () => {
    render(<EstimatePanel quote={state({})} rollCount={1} />);
    expect(screen.getByText('Add a film stock to a roll to see the price.')).toBeTruthy();
  });
});
