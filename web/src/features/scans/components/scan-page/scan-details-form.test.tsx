import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { makeUser } from '../../../../testing/stub-client';

// Issue 23: a scan's name and description are edited on its page (updateScan existed; no screen used it).

const scan = {
  __typename: 'Scan',
  id: 's1',
  frame: 1,
  width: 300,
  height: 200,
  thumbnailUrl: '/files/thumb-1.jpg',
  midResUrl: '/files/mid-1.webp',
  hiResUrl: '/files/hi-1.jpg',
  filmBrand: 'Kodak',
  filmModel: 'Portra 400',
  rollId: 'r1',
  name: 'R1-F01.jpg',
  description: null,
  rotation: 0,
  hiResBytes: 2048,
  unlocked: [],
  tags: [],
  locations: [],
};

const page = { data: { me: { __typename: 'User', id: 'u1', tags: [], scan } } };
const roll = {
  data: {
    me: {
      __typename: 'User',
      id: 'u1',
      filmRoll: {
        __typename: 'FilmRoll',
        id: 'r1',
        name: 'Joshua Tree',
        stock: 'Kodak Portra 400',
        scans: { __typename: 'ScanPage', count: 1, items: [scan] },
      },
    },
  },
};

describe('scan name and description', () => {
  it('checks the fields beside them, then saves the trimmed name and description', async () => {
    const user = userEvent.setup();
    // The page's query is asked again after the save (urql's document cache): it answers what was saved.
    let current: Record<string, unknown> = scan;
    const app = renderApp('/users/u1/gallery/s1', {
      user: makeUser({ id: 'u1' }),
      handlers: {
        ScanPage: () => ({ data: { me: { __typename: 'User', id: 'u1', tags: [], scan: current } } }),
        ScanRollFrames: roll,
        UserEvents: null,
        UpdateScanDetails: (variables: Record<string, unknown>) => {
          current = { ...scan, ...(variables.input as object) };
          return { data: { updateScan: current } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit name and description' }));
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('R1-F01.jpg');
    expect(name.maxLength).toBe(200);
    expect((screen.getByLabelText('Description (optional)') as HTMLTextAreaElement).maxLength).toBe(2000);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a name')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(app.calls.some((c) => c.name === 'UpdateScanDetails')).toBe(false);

    await user.type(name, '  Sunset at the lake ');
    await user.type(screen.getByLabelText('Description (optional)'), 'Golden hour, Route 62.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Name and description saved.')).toBeTruthy());
    const call = app.calls.find((c) => c.name === 'UpdateScanDetails');
    expect(call?.variables).toMatchObject({
      scanId: 's1',
      userId: 'u1',
      input: { name: 'Sunset at the lake', description: 'Golden hour, Route 62.' },
    });
    expect(await screen.findByRole('heading', { name: 'Frame 01 · Sunset at the lake' })).toBeTruthy();
  });

  it('shows the server’s field error beside its field', async () => {
    const user = userEvent.setup();
    renderApp('/users/u1/gallery/s1', {
      user: makeUser({ id: 'u1' }),
      handlers: {
        ScanPage: page,
        ScanRollFrames: roll,
        UserEvents: null,
        UpdateScanDetails: {
          errors: [
            {
              message: 'At most 2000 characters',
              extensions: { code: 'BAD_USER_INPUT', field: 'description' },
            },
          ],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit name and description' }));
    await user.type(screen.getByLabelText('Description (optional)'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 2000 characters')).toBeTruthy();
    expect(screen.getByLabelText('Description (optional)').getAttribute('aria-invalid')).toBe('true');
  });
});
