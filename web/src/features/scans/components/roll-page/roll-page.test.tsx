import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { makeUser } from '../../../../testing/stub-client';

const tag = (id: string, name: string) => ({ __typename: 'Tag', id, name });

function scan(index: number, tags: ReturnType<typeof tag>[] = []) {
  return {
    __typename: 'Scan',
    id: `s${index}`,
    rollId: 'r1',
    frame: index,
    name: `R1-F${String(index).padStart(2, '0')}.jpg`,
    width: 300,
    height: 200,
    thumbnailUrl: `/files/thumb-${index}.jpg`,
    tags,
    locations: [],
  };
}

function rollAnswer(scanCount = 6) {
  return {
    data: {
      me: {
        __typename: 'User',
        id: 'u1',
        tags: [tag('t1', 'Favourites'), tag('t2', 'Film/Kodak/Portra 400')],
        platformAccess: {
          __typename: 'PlatformAccess',
          status: 'MEMBER',
          trialEndsAt: null,
          storageDays: null,
        },
        filmRoll: {
          __typename: 'FilmRoll',
          id: 'r1',
          orderId: '1001',
          name: null,
          stock: 'Kodak Portra 400',
          formatLabel: '35mm',
          processLabel: 'C-41',
          pushPull: 1,
          scanCount,
          syncedAt: '2026-11-20T15:00:00.000Z',
          storageExpiresAt: null,
          storageExpired: false,
          tags: [tag('t2', 'Film/Kodak/Portra 400')],
          locations: [],
          scans: {
            __typename: 'ScanPage',
            count: scanCount,
            items: Array.from({ length: scanCount }, (_, i) =>
              scan(i + 1, i === 0 ? [tag('t1', 'Favourites')] : []),
            ),
          },
        },
      },
    },
  };
}

describe('roll page', () => {
  it('shows the roll and its frames, and tags a shift-clicked range of frames', async () => {
    const user = userEvent.setup();
    const app = renderApp('/users/u1/rolls/r1', {
      user: makeUser({ id: 'u1' }),
      handlers: {
        UserRoll: rollAnswer(),
        UserEvents: null,
        AddScanTag: (variables) => ({
          data: {
            addScanTag: (variables.scanIds as string[]).map((id) => ({
              __typename: 'Scan',
              id,
              tags: [tag('t9', String(variables.name))],
            })),
          },
        }),
      },
    });
    await screen.findByRole('heading', { name: 'Kodak Portra 400', level: 1 });
    expect(screen.getByText('Push +1 stop')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Frame 01, R1-F01.jpg' }).getAttribute('href')).toBe(
      '/users/u1/gallery/s1',
    );

    await user.click(screen.getByRole('button', { name: 'Select frames' }));
    await user.click(screen.getByRole('button', { name: /^Frame 02\b/ }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('button', { name: /^Frame 04\b/ }));
    await user.keyboard('{/Shift}');
    const bar = screen.getByRole('region', { name: 'Selected frames' });
    expect(within(bar).getByText('3 of 6 selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Frame 03\b/ }).getAttribute('aria-pressed')).toBe('true');
    for (const name of ['Share', 'Download 3 scans', 'Unlock']) {
      expect(within(bar).getByRole('button', { name })).toBeTruthy();
    }

    await user.click(within(bar).getByRole('button', { name: 'Tag' }));
    await user.type(within(bar).getByLabelText('Add a tag'), 'Road trip');
    await user.click(within(bar).getByRole('button', { name: 'Add tag' }));
    await waitFor(() => expect(app.calls.some((call) => call.name === 'AddScanTag')).toBe(true));
    const call = app.calls.find((c) => c.name === 'AddScanTag');
    // The page's user goes along, so staff pages need no owner lookup (decision 100).
    expect(call?.variables).toEqual({ scanIds: ['s2', 's3', 's4'], name: 'Road trip', userId: 'u1' });

    await user.click(within(bar).getByRole('button', { name: 'Select all' }));
    expect(within(bar).getByText('6 of 6 selected')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'Selected frames' })).toBeNull();
  });

  it('renames the roll in place', async () => {
    const user = userEvent.setup();
    const app = renderApp('/users/u1/rolls/r1', {
      user: makeUser({ id: 'u1' }),
      handlers: {
        UserRoll: rollAnswer(2),
        UserEvents: null,
        RenameFilmRoll: (variables) => ({
          data: { renameFilmRoll: { __typename: 'FilmRoll', id: 'r1', name: variables.name } },
        }),
      },
    });
    await screen.findByRole('heading', { name: 'Kodak Portra 400', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Rename roll' }));
    await user.type(screen.getByLabelText('Roll name'), 'Desert weekend{Enter}');
    await waitFor(() =>
      expect(app.calls.find((c) => c.name === 'RenameFilmRoll')?.variables).toEqual({
        rollId: 'r1',
        name: 'Desert weekend',
        userId: 'u1',
      }),
    );
    await waitFor(() => expect(screen.queryByLabelText('Roll name')).toBeNull());
  });
});
