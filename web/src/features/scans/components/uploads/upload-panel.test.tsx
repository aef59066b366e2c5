import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { makeUser } from '../../../../testing/stub-client';

/** A stand-in for the browser's XMLHttpRequest: each send waits until the test answers it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  url = '';
  status = 0;
  body: Blob | null = null;
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number) {
    this.upload.onprogress?.({ loaded: (this.body?.size ?? 0) / 2 });
    this.status = status;
    if (status === 0) this.onerror?.();
    else this.onload?.();
  }
}

const rollAnswer = {
  data: {
    user: {
      __typename: 'User',
      id: 'u1',
      tags: [],
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
        stock: 'Kodak Gold 200',
        formatLabel: '35mm',
        processLabel: 'C-41',
        pushPull: 0,
        scanCount: 0,
        syncedAt: null,
        storageExpiresAt: null,
        storageExpired: false,
        tags: [],
        locations: [],
        scans: { __typename: 'ScanPage', count: 0, items: [] },
      },
    },
  },
};

const jpeg = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/jpeg' });

describe('staff uploads', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks the files, sends two at a time, and retries a failed one', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const app = renderApp('/admin/users/u1/rolls/r1', {
      user: makeUser({ role: 'ADMIN' }),
      handlers: {
        UserRoll: rollAnswer,
        UserEvents: null,
        StartScanUploads: (variables) => ({
          data: {
            startScanUploads: (variables.files as { name: string }[]).map((file, index) => ({
              __typename: 'ScanUpload',
              uploadUrl: `/files/uploads/${file.name}?sig=x`,
              expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
              scan: { __typename: 'Scan', id: `s${index + 1}`, name: file.name },
            })),
          },
        }),
        DeleteScan: { data: { deleteScan: { __typename: 'FilmRoll', id: 'r1', scanCount: 0 } } },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Upload scans' });
    await user.upload(within(panel).getByLabelText('Choose files'), [
      jpeg('F03.jpg'),
      jpeg('F01.jpg'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      jpeg('F02.jpg'),
    ]);

    // The text file is skipped; the rest get scans in name order, and only two PUTs start.
    expect(await within(panel).findByText('Not a JPEG, TIFF or PNG.')).toBeTruthy();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(app.calls.find((c) => c.name === 'StartScanUploads')?.variables.files).toEqual([
      { name: 'F01.jpg', contentType: 'image/jpeg', bytes: 2048 },
      { name: 'F02.jpg', contentType: 'image/jpeg', bytes: 2048 },
      { name: 'F03.jpg', contentType: 'image/jpeg', bytes: 2048 },
    ]);
    expect(FakeXhr.sent.map((x) => x.url)).toEqual([
      '/files/uploads/F01.jpg?sig=x',
      '/files/uploads/F02.jpg?sig=x',
    ]);
    expect(FakeXhr.sent[0]?.headers['Content-Type']).toBe('image/jpeg');

    FakeXhr.sent[0]?.answer(200);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    FakeXhr.sent[1]?.answer(500);
    FakeXhr.sent[2]?.answer(200);
    await within(panel).findByText(/2 of 3 uploaded/);
    expect(within(panel).getByText('The upload failed (HTTP 500).')).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Retry F02.jpg' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(4));
    expect(FakeXhr.sent[3]?.url).toBe('/files/uploads/F02.jpg?sig=x');
    FakeXhr.sent[3]?.answer(200);
    await within(panel).findByText(/3 of 3 uploaded/);
  });

  it('cancel aborts the uploads and deletes the pending scans', async () => {
    const user = userEvent.setup();
    const app = renderApp('/admin/users/u1/rolls/r1', {
      user: makeUser({ role: 'ADMIN' }),
      handlers: {
        UserRoll: rollAnswer,
        UserEvents: null,
        StartScanUploads: (variables) => ({
          data: {
            startScanUploads: (variables.files as { name: string }[]).map((file, index) => ({
              __typename: 'ScanUpload',
              uploadUrl: `/files/uploads/${file.name}`,
              expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
              scan: { __typename: 'Scan', id: `s${index + 1}`, name: file.name },
            })),
          },
        }),
        DeleteScan: { data: { deleteScan: { __typename: 'FilmRoll', id: 'r1', scanCount: 0 } } },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Upload scans' });
    await user.upload(within(panel).getByLabelText('Choose files'), [
      jpeg('a.jpg'),
      jpeg('b.jpg'),
      jpeg('c.jpg'),
    ]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    await user.click(within(panel).getByRole('button', { name: 'Cancel uploads' }));
    await waitFor(() =>
      expect(
        app.calls
          .filter((c) => c.name === 'DeleteScan')
          .map((c) => c.variables.scanId)
          .sort(),
      ).toEqual(['s1', 's2', 's3']),
    );
    expect(within(panel).getAllByText('Cancelled')).toHaveLength(3);
  });
});
