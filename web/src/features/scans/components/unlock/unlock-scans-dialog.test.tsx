import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { makeUser } from '../../../../testing/stub-client';

function frame(index: number) {
  return {
    __typename: 'Scan',
    id: `s${index}`,
    frame: index,
    width: 300,
    height: 200,
    thumbnailUrl: `/files/thumb-${index}.jpg`,
    midResUrl: `/files/mid-${index}.webp`,
    hiResUrl: `/files/hi-${index}.jpg`,
    filmBrand: 'Kodak',
    filmModel: 'Portra 400',
  };
}

const handlers = {
  UserEvents: null,
  UnlockProgress: null,
  ScanPage: {
    data: {
      me: {
        __typename: 'User',
        id: 'u1',
        tags: [],
        scan: {
          ...frame(1),
          rollId: 'r1',
          name: 'R1-F01.jpg',
          description: null,
          rotation: 0,
          hiResBytes: 2048,
          unlocked: [],
          tags: [],
          locations: [],
        },
      },
    },
  },
  ScanRollFrames: {
    data: {
      me: {
        __typename: 'User',
        id: 'u1',
        filmRoll: {
          __typename: 'FilmRoll',
          id: 'r1',
          name: null,
          stock: 'Kodak Portra 400',
          scans: { __typename: 'ScanPage', count: 1, items: [frame(1)] },
        },
      },
    },
  },
  UnlockQuote: (variables: Record<string, unknown>) => ({
    data: {
      me: {
        __typename: 'User',
        id: 'u1',
        unlockQuote: {
          __typename: 'UnlockQuote',
          size: variables.size,
          scanCount: 1,
          chargeableCount: 1,
          pricePerUnlock: variables.size === 'HD' ? 150 : 0,
          total: variables.size === 'HD' ? 150 : 0,
          card: null,
        },
      },
    },
  }),
  UnlockScans: (variables: Record<string, unknown>) =>
    variables.paymentToken === 'tok_chargeDeclined'
      ? { errors: [{ message: 'Your card was declined', extensions: { code: 'PAYMENT_DECLINED' } }] }
      : {
          data: {
            unlockScans: {
              __typename: 'UnlockScansPayload',
              charged: 150,
              scans: [{ __typename: 'Scan', id: 's1' }],
            },
          },
        },
};

describe('unlock dialog', () => {
  it('shows the total before confirming, says a declined card charged nothing, and unlocks with a good card', async () => {
    const user = userEvent.setup();
    const app = renderApp('/users/u1/gallery/s1', { user: makeUser({ id: 'u1' }), handlers });
    await user.click(await screen.findByRole('button', { name: 'Unlock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock scans' });
    expect(await within(dialog).findByText('Included in your plan')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Size'), 'HD');
    expect(await within(dialog).findByRole('button', { name: 'Unlock for $1.50' })).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Card'), 'tok_chargeDeclined');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock for $1.50' }));
    expect(
      await within(dialog).findByText('The card was declined. Nothing was charged; try another card.'),
    ).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Card'), 'tok_visa');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock for $1.50' }));
    await waitFor(() => expect(within(dialog).getByText(/Unlocked 1 scan, \$1\.50 charged/)).toBeTruthy());
    const last = app.calls.filter((c) => c.name === 'UnlockScans').at(-1);
    expect(last?.variables).toEqual({ scanIds: ['s1'], size: 'HD', paymentToken: 'tok_visa' });
  });

  it('saves a new card only when the customer ticks the box', async () => {
    const user = userEvent.setup();
    const app = renderApp('/users/u1/gallery/s1', { user: makeUser({ id: 'u1' }), handlers });
    await user.click(await screen.findByRole('button', { name: 'Unlock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock scans' });
    await user.selectOptions(within(dialog).getByLabelText('Size'), 'HD');
    const save = (await within(dialog).findByRole('checkbox', {
      name: 'Save this card for next time',
    })) as HTMLInputElement;
    expect(save.checked).toBe(false);
    await user.click(save);
    await user.click(within(dialog).getByRole('button', { name: 'Unlock for $1.50' }));
    await waitFor(() => expect(within(dialog).getByText(/Unlocked 1 scan/)).toBeTruthy());
    const last = app.calls.filter((c) => c.name === 'UnlockScans').at(-1);
    expect(last?.variables).toEqual({
      scanIds: ['s1'],
      size: 'HD',
      paymentToken: 'tok_visa',
      saveCard: true,
    });
  });

  it('offers no unlock for scans already unlocked at that size (issue 23)', async () => {
    const user = userEvent.setup();
    const unlockedAtTiff = {
      ...handlers,
      UnlockQuote: (variables: Record<string, unknown>) => ({
        data: {
          me: {
            __typename: 'User',
            id: 'u1',
            unlockQuote: {
              __typename: 'UnlockQuote',
              size: variables.size,
              scanCount: 1,
              chargeableCount: variables.size === 'HD' ? 1 : 0,
              pricePerUnlock: variables.size === 'HD' ? 99 : 299,
              total: variables.size === 'HD' ? 99 : 0,
              card: null,
            },
          },
        },
      }),
    };
    renderApp('/users/u1/gallery/s1', { user: makeUser({ id: 'u1' }), handlers: unlockedAtTiff });
    await user.click(await screen.findByRole('button', { name: 'Unlock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock scans' });
    expect(
      await within(dialog).findByText(
        'This scan is already unlocked at this size: download it from the roll.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText('Included in your plan')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Unlock/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Size'), 'HD');
    expect(await within(dialog).findByRole('button', { name: 'Unlock for $0.99' })).toBeTruthy();
  });
});
