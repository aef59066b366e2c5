import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { makeUser } from '../../../../testing/stub-client';

// The roll page's exposure-log import (issue 27): read a log, see the frames beside the scans, shift, leave one out,
// pick the zone, and apply what the preview shows.

const scan = (index: number) => ({
  __typename: 'Scan',
  id: `s${index}`,
  rollId: 'r1',
  frame: index,
  name: `R1-F0${index}.jpg`,
  width: 300,
  height: 200,
  thumbnailUrl: `/files/thumb-${index}.jpg`,
  exposure: null,
  tags: [],
  locations: [],
});

const roll = {
  __typename: 'FilmRoll',
  id: 'r1',
  orderId: '1001',
  name: null,
  stock: 'Kodak Portra 400',
  formatLabel: '35mm',
  processLabel: 'C-41',
  pushPull: 0,
  halfFrames: false,
  scanCount: 4,
  syncedAt: '2026-11-20T15:00:00.000Z',
  camera: null,
  exposureImport: null,
  storageExpiresAt: null,
  storageExpired: false,
  tags: [],
  locations: [],
  scans: { __typename: 'ScanPage', count: 4, items: [1, 2, 3, 4].map(scan) },
};

const rollAnswer = {
  data: {
    me: {
      __typename: 'User',
      id: 'u1',
      tags: [],
      platformAccess: {
        __typename: 'PlatformAccess',
        status: 'MEMBER',
        trialEndsAt: null,
        storageDays: null,
      },
      filmRoll: roll,
    },
  },
};

const loggedFrame = (number: number, fNumber: number) => ({
  __typename: 'LoggedFrame',
  number,
  takenAt: `2026-06-20T17:4${number}:00`,
  cameraMake: 'Leica',
  cameraModel: 'M6',
  lens: 'Summicron 35 mm f/2',
  focalLength: 35,
  fNumber,
  shutter: '1/250',
  exposureTime: 0.004,
  exposureCompensation: null,
  filter: null,
  latitude: null,
  longitude: null,
  altitude: null,
  note: `Frame ${number}`,
});

const logAnswer = {
  data: {
    readExposureLog: {
      __typename: 'ExposureLog',
      source: 'EXIF_NOTES_JSON',
      rolls: [
        {
          __typename: 'LoggedRoll',
          title: 'June',
          cameraMake: 'Leica',
          cameraModel: 'M6',
          filmStock: 'Kodak Portra 400',
          iso: 400,
          frames: [loggedFrame(1, 8), loggedFrame(2, 5.6), loggedFrame(3, 4)],
        },
      ],
    },
  },
};

describe('importing an exposure log', () => {
  it('previews, shifts, leaves a frame out and applies exactly what it shows', async () => {
    const user = userEvent.setup();
    const app = renderApp('/users/u1/rolls/r1', {
      user: makeUser({ id: 'u1' }),
      handlers: {
        UserRoll: rollAnswer,
        UserEvents: null,
        LabFeatures: { data: { labFeatures: ['exposure-logs'], labFeatureNotes: [] } },
        ReadExposureLog: logAnswer,
        ImportExposureLog: { data: { importExposureLog: roll } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Import exposure log' }));
    await screen.findByRole('heading', { name: 'Import your notes from the field' });

    // No file yet: said beside the form, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Read the log' }));
    expect(await screen.findByText('Choose the exported file first.')).toBeTruthy();
    const file = new File([JSON.stringify({ frames: [] })], 'june.json', { type: 'application/json' });
    await user.upload(screen.getByLabelText('Exported file (up to 2 MB)'), file);
    await user.click(screen.getByRole('button', { name: 'Read the log' }));

    const table = await screen.findByRole('region', { name: 'Logged frames and their scans' });
    const row = (n: number) => within(table).getByRole('row', { name: new RegExp(`Frame 0${n}`) });
    expect(row(1).textContent).toContain('→ Scan 01');
    expect(screen.getByText(/1 scan has no logged frame\./)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '+1 frame' }));
    expect(row(1).textContent).toContain('→ Scan 02');
    await user.click(within(row(2)).getByRole('button', { name: /^Leave out/ }));
    expect(row(2).textContent).toContain('Left out');
    expect(row(3).textContent).toContain('→ Scan 03');
    await user.selectOptions(screen.getByLabelText('Time zone of the photos'), '120');

    await user.click(screen.getByRole('button', { name: 'Apply to 2 scans' }));
    await waitFor(() => expect(app.calls.some((call) => call.name === 'ImportExposureLog')).toBe(true));
    const input = app.calls.find((call) => call.name === 'ImportExposureLog')!.variables.input as {
      scans: Array<{ scanId: string; exposure: Record<string, unknown> }>;
    } & Record<string, unknown>;
    expect(input).toMatchObject({
      rollId: 'r1',
      userId: 'u1',
      source: 'EXIF_NOTES_JSON',
      fileName: 'june.json',
      camera: 'Leica M6',
    });
    expect(input.scans.map((item) => [item.scanId, item.exposure.fNumber, item.exposure.takenAt])).toEqual([
      ['s2', 8, '2026-06-20T17:41:00+02:00'],
      ['s3', 4, '2026-06-20T17:43:00+02:00'],
    ]);
    // Applied: the panel closes.
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Import your notes from the field' })).toBeNull(),
    );
  });
});
