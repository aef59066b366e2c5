import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../testing/render-app';

function sharedScan(frame: number) {
  return {
    __typename: 'SharedScan',
    id: `s${frame}`,
    frame,
    width: 300,
    height: 200,
    thumbnailUrl: `/files/thumb-${frame}.jpg`,
    midResUrl: `/files/mid-${frame}.webp`,
    hiResUrl: `/files/hi-${frame}.jpg`,
    filmBrand: 'Kodak',
    filmModel: 'Portra 400',
  };
}

const shared = {
  data: {
    sharedScans: {
      __typename: 'SharedScans',
      code: 'abc',
      sharedBy: 'Casey',
      expiresAt: '2026-12-25T12:00:00.000Z',
      allowDownload: true,
      scans: [sharedScan(3), sharedScan(7)],
    },
  },
};

describe('shared scans page', () => {
  it("shows the shared scans and who shared them, with 'Download all'", async () => {
    renderApp('/shared-scans/abc', { handlers: { SharedScans: shared } });
    expect(await screen.findByRole('heading', { name: 'Casey shared 2 scans' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Frame 03, Kodak Portra 400' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Frame 07, Kodak Portra 400' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download all' })).toBeTruthy();
  });

  it('says the link is invalid for an unknown, expired or revoked code', async () => {
    renderApp('/shared-scans/nope', {
      handlers: {
        SharedScans: {
          errors: [{ message: 'This link is invalid or has expired', extensions: { code: 'NOT_FOUND' } }],
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'This link is invalid or has expired' })).toBeTruthy();
  });

  it('says plainly when the lab has no page for visitors, never that the link is invalid', async () => {
    const sentence =
      "This lab doesn't show shared scans to visitors yet: ask the person who shared them to send the pictures themselves.";
    renderApp('/shared-scans/q3Vd1xJ0bWm8sT2kLr7PzA', {
      handlers: {
        SharedScans: {
          errors: [
            { message: sentence, extensions: { code: 'FEATURE_UNAVAILABLE', feature: 'share-links' } },
          ],
        },
      },
    });
    expect(await screen.findByText(sentence)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Shared scans' })).toBeTruthy();
    expect(screen.queryByText('This link is invalid or has expired')).toBeNull();
  });

  it('asks for the password and shows a wrong one at the field', async () => {
    const user = userEvent.setup();
    renderApp('/shared-scans/abc', {
      handlers: {
        SharedScans: (variables) =>
          variables.password === 'right'
            ? shared
            : {
                errors: [
                  {
                    message: variables.password ? 'that password is not right' : 'This link needs a password',
                    extensions: { code: 'BAD_USER_INPUT', field: 'password' },
                  },
                ],
              },
      },
    });
    const field = await screen.findByLabelText('Password');
    await user.type(field, 'wrong');
    await user.click(screen.getByRole('button', { name: 'See the scans' }));
    await waitFor(() => expect(screen.getByText('That password is not right')).toBeTruthy());
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'See the scans' }));
    expect(await screen.findByRole('heading', { name: 'Casey shared 2 scans' })).toBeTruthy();
  });
});
