import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { makeUser } from '../../../../testing/stub-client';

const tag = (id: string, name: string) => ({ __typename: 'Tag', id, name });

function roll(id: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'FilmRoll',
    id,
    name: null,
    stock: `Stock ${id}`,
    formatLabel: '35mm',
    processLabel: 'C-41',
    pushPull: 0,
    scanCount: 36,
    syncedAt: '2026-11-20T15:00:00.000Z',
    storageExpiresAt: null,
    storageExpired: false,
    stage: 'SYNCED',
    previewScans: [],
    tags: [],
    locations: [],
    ...extra,
  };
}

function answer(items: ReturnType<typeof roll>[], count = items.length, status = 'MEMBER') {
  return {
    data: {
      me: {
        __typename: 'User',
        id: 'u1',
        filmRolls: { __typename: 'FilmRollPage', count, items },
        scanFilters: {
          __typename: 'ScanFilters',
          stocks: ['Stock r1', 'Stock r2'],
          formats: ['FORMAT_35MM'],
          processes: ['C41'],
          tags: [tag('t1', 'Favourites'), tag('t2', 'Road trip')],
          locations: [],
          firstDate: null,
          lastDate: null,
        },
        platformAccess: {
          __typename: 'PlatformAccess',
          status,
          trialEndsAt: null,
          storageDays: status === 'MEMBER' ? null : 30,
        },
      },
    },
  };
}

describe('rolls grid', () => {
  it('lists roll cards and filters them by a tag', async () => {
    const user = userEvent.setup();
    const app = renderApp('/users/u1/rolls', {
      user: makeUser({ id: 'u1' }),
      handlers: {
        UserEvents: null,
        UserRolls: (variables) => {
          const filter = (variables.filter ?? {}) as { tagIds?: string[] };
          return filter.tagIds?.includes('t2')
            ? answer([roll('r2', { tags: [tag('t2', 'Road trip')] })])
            : answer([
                roll('r1', { name: 'Desert weekend' }),
                roll('r2', { tags: [tag('t2', 'Road trip')], storageExpired: true }),
              ]);
        },
      },
    });
    const link = await screen.findByRole('link', { name: 'Desert weekend' });
    expect(link.getAttribute('href')).toBe('/users/u1/rolls/r1');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText(/Storage ended/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Road trip' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(app.router.state.location.search).toBe('?tag=t2');
    expect(app.calls.at(-1)?.variables.filter).toEqual({ tagIds: ['t2'] });
    expect(screen.getByRole('button', { name: 'Road trip' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('1 roll')).toBeTruthy();
  });

  it('asks a customer whose trial ended to become a member, and pages through the rolls', async () => {
    const user = userEvent.setup();
    const app = renderApp('/users/u1/rolls', {
      user: makeUser({ id: 'u1' }),
      handlers: {
        UserEvents: null,
        UserRolls: (variables) =>
          answer(
            Array.from({ length: Number(variables.offset) === 0 ? 24 : 6 }, (_, i) =>
              roll(`r${Number(variables.offset) + i + 1}`),
            ),
            30,
            'EXPIRED',
          ),
      },
    });
    const banner = await screen.findByRole('region', { name: /Become a member/ });
    expect(within(banner).getByRole('link', { name: 'Become a member' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(screen.getAllByRole('article')).toHaveLength(24);
    const pages = screen.getByRole('navigation', { name: 'Pages of rolls' });
    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
    expect(app.calls.at(-1)?.variables).toMatchObject({ offset: 24 });
    expect(app.router.state.location.search).toBe('?page=2');
  });

  it('invites a customer with no rolls to start an order', async () => {
    renderApp('/users/u1/rolls', {
      user: makeUser({ id: 'u1' }),
      handlers: { UserEvents: null, UserRolls: answer([]) },
    });
    await screen.findByRole('heading', { name: 'No rolls yet' });
    expect(screen.getByRole('link', { name: 'Start a New Order' })).toBeTruthy();
  });

  it('lists the customer’s shared links under the rolls, with a revoke for each', async () => {
    const user = userEvent.setup();
    const link = (revokedAt: string | null) => ({
      __typename: 'ShareLink',
      code: 'abc123',
      path: '/shared-scans/abc123',
      scanCount: 2,
      expiresAt: '2099-01-01T00:00:00.000Z',
      hasPassword: true,
      allowDownload: false,
      revokedAt,
      viewCount: 3,
      createdAt: '2026-11-20T15:00:00.000Z',
      previewScans: [],
    });
    const app = renderApp('/users/u1/rolls', {
      user: makeUser({ id: 'u1' }),
      handlers: {
        UserEvents: null,
        UserRolls: answer([roll('r1', { name: 'Desert weekend' })]),
        ShareLinks: { data: { me: { __typename: 'User', id: 'u1', shareLinks: [link(null)] } } },
        RevokeShareLink: { data: { revokeShareLink: link('2026-11-25T08:00:00.000Z') } },
      },
    });
    const section = await screen.findByRole('region', { name: 'Shared links' });
    const open = await within(section).findByRole('link', { name: '/shared-scans/abc123' });
    expect(open.getAttribute('href')).toBe('/shared-scans/abc123');
    expect(within(section).getByText(/2 scans · Expires .* · password · 3 views/)).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Revoke /shared-scans/abc123' }));
    await waitFor(() => expect(app.calls.some((call) => call.variables.code === 'abc123')).toBe(true));
  });
});
