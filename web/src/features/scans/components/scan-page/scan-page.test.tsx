import { screen, waitFor } from '@testing-library/react';
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

function scanAnswer(variables: Record<string, unknown>) {
  const index = Number(String(variables.scanId).slice(1));
  return {
    data: {
      me: {
        __typename: 'User',
        id: 'u1',
        tags: [],
        scan: {
          ...frame(index),
          rollId: 'r1',
          name: `R1-F0${index}.jpg`,
          description: null,
          rotation: 0,
          hiResBytes: 2048,
          unlocked: [],
          tags: [],
          locations: [],
        },
      },
    },
  };
}

const rollAnswer = {
  data: {
    me: {
      __typename: 'User',
      id: 'u1',
      filmRoll: {
        __typename: 'FilmRoll',
        id: 'r1',
        name: 'Joshua Tree',
        stock: 'Kodak Portra 400',
        scans: { __typename: 'ScanPage', count: 3, items: [frame(1), frame(2), frame(3)] },
      },
    },
  },
};

describe('scan page', () => {
  it('shows the scan, steps to the next frame with → and back with ←, and lists the shortcuts on ?', async () => {
    const user = userEvent.setup();
    renderApp('/users/u1/gallery/s2', {
      user: makeUser({ id: 'u1' }),
      handlers: { ScanPage: scanAnswer, ScanRollFrames: rollAnswer, UserEvents: null },
    });
    expect(await screen.findByRole('heading', { name: 'Frame 02 · R1-F02.jpg' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Joshua Tree' }).getAttribute('href')).toBe('/users/u1/rolls/r1');
    await screen.findByRole('link', { name: 'Next frame →' });
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { name: 'Frame 03 · R1-F03.jpg' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('heading', { name: 'Frame 02 · R1-F02.jpg' })).toBeTruthy();
    await user.keyboard('?');
    expect(await screen.findByRole('heading', { name: 'Keyboard shortcuts' })).toBeTruthy();
    expect(screen.getByText('Back to the roll')).toBeTruthy();
  });

  it('shares the scan: a 30-day link by default, with the link to copy', async () => {
    const user = userEvent.setup();
    const app = renderApp('/users/u1/gallery/s1', {
      user: makeUser({ id: 'u1' }),
      handlers: {
        ScanPage: scanAnswer,
        ScanRollFrames: rollAnswer,
        UserEvents: null,
        CreateShareLink: {
          data: {
            createShareLink: {
              __typename: 'ShareLink',
              code: 'abc',
              path: '/shared-scans/abc',
              scanCount: 1,
              expiresAt: '2026-12-25T12:00:00.000Z',
              hasPassword: false,
              allowDownload: true,
              revokedAt: null,
              viewCount: 0,
              createdAt: '2026-11-25T12:00:00.000Z',
              previewScans: [],
            },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(((await screen.findByLabelText('Link expires after')) as HTMLSelectElement).value).toBe('30');
    await user.type(screen.getByLabelText('Password (optional)'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(screen.getByText('Use at least 4 characters, or leave it empty for no password')).toBeTruthy();
    await user.clear(screen.getByLabelText('Password (optional)'));
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Share link') as HTMLInputElement).value).toMatch(/\/shared-scans\/abc$/),
    );
    const call = app.calls.find((c) => c.name === 'CreateShareLink');
    expect(call?.variables.input).toEqual({
      scanIds: ['s1'],
      expiresInDays: 30,
      password: null,
      allowDownload: true,
    });
  });
});
