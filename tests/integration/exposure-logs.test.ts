import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_SCANS } from '../../lab/test-support/scans.js';
import { type Stack, startBff, startStack } from '../support/stack.js';

// Exposure logs through GraphQL against the real lab (issue 27): read an Exif Notes export, import it onto Casey's
// roll shifted by one frame, see it on the scans, refuse other users, undo it; direct writes; place names; a lab
// without the feature.

let stack: Stack;
let casey: string;
let hannah: string;
let admin: string;
const { casey: CASEY, other: OTHER } = SEED_SCANS;
const ROLL = String(CASEY.joshuaTreeRollId);
const SCANS = CASEY.scanIdsByRoll[1].map(String);
const fixture = (name: string) =>
  readFileSync(resolve(import.meta.dirname, '../../server/domain/exposure-logs/fixtures', name), 'utf8');

beforeAll(async () => {
  stack = await startStack();
  [casey, hannah, admin] = await Promise.all([
    stack.login('customer@lab.test'),
    stack.login(OTHER.email),
    stack.login('admin@lab.test'),
  ]);
});
afterAll(() => stack?.close());

const READ = `mutation ReadLog($input: ReadExposureLogInput!) { readExposureLog(input: $input) { source rolls {
  title cameraMake cameraModel filmStock iso frames { number takenAt lens fNumber shutter exposureTime exposureCompensation filter latitude longitude note } } } }`;
const IMPORT = `mutation Import($input: ImportExposureLogInput!) { importExposureLog(input: $input) {
  id camera exposureImport { id source fileName camera frameCount importedAt } } }`;
const ROLL_SCANS = `query RollScans($id: ID!, $rollId: ID!) { user(id: $id) { filmRoll(id: $rollId) { camera
  exposureImport { id } scans(limit: 6) { items { id frame exposure { takenAt cameraMake cameraModel lens focalLength
  fNumber shutter exposureTime exposureCompensation iso latitude longitude note summary } } } } } }`;
const UNDO = `mutation Undo($rollId: ID!, $importId: ID!, $userId: ID) {
  undoExposureImport(rollId: $rollId, importId: $importId, userId: $userId) { id camera exposureImport { id } } }`;

type Frame = Record<string, unknown> & { number: number; takenAt: string };
const codeOf = (res: { body: { errors?: Array<{ extensions?: Record<string, unknown> }> } }) =>
  res.body.errors?.[0]?.extensions?.code;

describe('an Exif Notes log onto a roll', () => {
  it('reads the export, imports it shifted by one frame, shows it on the scans, and undoes it', async () => {
    const read = await stack.gql<{
      readExposureLog: { rolls: Array<{ frames: Frame[] } & Record<string, unknown>> };
    }>(READ, { input: { source: 'EXIF_NOTES_JSON', content: fixture('exif-notes.json') } }, casey);
    expect(read.body.errors).toBeUndefined();
    const roll = read.body.data!.readExposureLog.rolls[0]!;
    expect(roll).toMatchObject({
      cameraMake: 'Leica',
      cameraModel: 'M6',
      filmStock: 'Kodak Portra 400',
      iso: 400,
    });
    expect(roll.frames).toHaveLength(5);

    // Log frame n goes to scan frame n + 1 (the roll was loaded a frame late); the customer's zone is −07:00.
    const { frames } = roll;
    const scans = frames.map((frame) => {
      const { number, ...values } = frame;
      return {
        scanId: SCANS[number]!,
        exposure: {
          ...values,
          takenAt: `${frame.takenAt}-07:00`,
          cameraMake: 'Leica',
          cameraModel: 'M6',
          focalLength: 35,
        },
      };
    });
    const input = {
      rollId: ROLL,
      key: 'exif-notes-0001',
      source: 'EXIF_NOTES_JSON',
      fileName: 'June.json',
      camera: 'Leica M6',
      scans,
    };
    const imported = await stack.gql<{
      importExposureLog: { exposureImport: { id: string } } & Record<string, unknown>;
    }>(IMPORT, { input }, casey);
    expect(imported.body.errors).toBeUndefined();
    expect(imported.body.data!.importExposureLog).toMatchObject({
      id: ROLL,
      camera: 'Leica M6',
      exposureImport: { source: 'EXIF_NOTES_JSON', fileName: 'June.json', camera: 'Leica M6', frameCount: 5 },
    });
    // A double click answers the same import.
    const again = await stack.gql<{ importExposureLog: { exposureImport: { id: string } } }>(
      IMPORT,
      { input },
      casey,
    );
    const importId = imported.body.data!.importExposureLog.exposureImport.id;
    expect(again.body.data!.importExposureLog.exposureImport.id).toBe(importId);

    const after = await stack.gql<{
      user: {
        filmRoll: { scans: { items: Array<{ frame: number; exposure: Record<string, unknown> | null }> } };
      };
    }>(ROLL_SCANS, { id: String(CASEY.userId), rollId: ROLL }, casey);
    const items = after.body.data!.user.filmRoll.scans.items;
    expect(items[0]!.exposure).toBeNull();
    expect(items[1]!.exposure).toEqual({
      takenAt: '2026-06-20T17:42:10-07:00',
      cameraMake: 'Leica',
      cameraModel: 'M6',
      lens: 'Summicron 35 mm f/2',
      focalLength: 35,
      fNumber: 8,
      shutter: '1/250',
      exposureTime: 0.004,
      exposureCompensation: 0,
      iso: 400,
      latitude: 33.925361,
      longitude: -115.928611,
      note: 'Cholla garden, low sun',
      summary: 'Leica M6 · Summicron 35 mm f/2 · f/8 · 1/250 s',
    });
    expect(items[5]!.exposure).toMatchObject({
      shutter: '2"',
      summary: 'Leica M6 · Summicron 35 mm f/2 · f/11 · 2 s · −1 2/3 EV',
    });

    // Hannah cannot write on Casey's roll, by her path or his.
    const theirs = await stack.gql(
      IMPORT,
      { input: { ...input, key: 'hannah-00001', userId: String(CASEY.userId) } },
      hannah,
    );
    expect(codeOf(theirs)).toBe('FORBIDDEN');
    const byId = await stack.gql(IMPORT, { input: { ...input, key: 'hannah-00002' } }, hannah);
    expect(codeOf(byId)).toBe('NOT_FOUND');

    // Staff undo it on the customer's page: the scans are as they were.
    const undo = await stack.gql<{ undoExposureImport: Record<string, unknown> }>(
      UNDO,
      { rollId: ROLL, importId, userId: String(CASEY.userId) },
      admin,
    );
    expect(undo.body.data!.undoExposureImport).toEqual({ id: ROLL, camera: null, exposureImport: null });
    const cleared = await stack.gql<{
      user: { filmRoll: { scans: { items: Array<{ exposure: unknown }> } } };
    }>(ROLL_SCANS, { id: String(CASEY.userId), rollId: ROLL }, casey);
    expect(cleared.body.data!.user.filmRoll.scans.items.every((scan) => scan.exposure === null)).toBe(true);
  });

  it('refuses a file of another app naming the one expected, and bad values naming the field, writing nothing', async () => {
    const wrong = await stack.gql(
      READ,
      { input: { source: 'EXIF_NOTES_JSON', content: fixture('lightme.json') } },
      casey,
    );
    expect(wrong.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^This file isn't an Exif Notes JSON export/),
      extensions: { code: 'BAD_USER_INPUT', field: 'content' },
    });
    const xml = await stack.gql(
      READ,
      { input: { source: 'FILM_ROLLS_XML', content: '<!DOCTYPE x [<!ENTITY a "b">]><data/>' } },
      casey,
    );
    expect(xml.body.errors?.[0]?.message).toMatch(/Film Rolls XML export: a DOCTYPE/);

    const bad = await stack.gql(
      IMPORT,
      {
        input: {
          rollId: ROLL,
          key: 'bad-values-01',
          source: 'LIGHTME_JSON',
          scans: [{ scanId: SCANS[0], exposure: { latitude: 95, longitude: 10 } }],
        },
      },
      casey,
    );
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'scans.0.exposure.latitude',
    });
    const note = await stack.gql(
      IMPORT,
      {
        input: {
          rollId: ROLL,
          key: 'bad-values-02',
          source: 'LIGHTME_JSON',
          scans: [{ scanId: SCANS[0], exposure: { note: 'x'.repeat(2001) } }],
        },
      },
      casey,
    );
    expect(note.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'scans.0.exposure.note',
    });
  });
});

describe('every app’s export through GraphQL', () => {
  it.each([
    ['EXIF_NOTES_JSON', 'exif-notes.json', 5, 'M6', 'Summicron 35 mm f/2'],
    ['EXIF_NOTES_CSV', 'exif-notes.csv', 5, 'M6', 'Leica Summicron 35 mm f/2'],
    ['FILM_ROLLS_XML', 'film-rolls.xml', 1, 'Bessa R2M', 'Color Skopar 35/2.5 Pancake II'],
    ['LIGHTME_JSON', 'lightme.json', 1, 'Bessa R2M', '35mm f/2,5 Color Skopar Pancake II'],
  ])('reads %s (%s)', async (source, file, count, model, lens) => {
    const res = await stack.gql<{
      readExposureLog: { rolls: Array<{ cameraModel: string; frames: Frame[] }> };
    }>(READ, { input: { source, content: fixture(file) } }, casey);
    expect(res.body.errors).toBeUndefined();
    const roll = res.body.data!.readExposureLog.rolls[0]!;
    expect(roll.cameraModel).toBe(model);
    expect(roll.frames).toHaveLength(count);
    expect(roll.frames[0]).toMatchObject({ number: 1, lens });
  });
});

describe('direct writes and place names', () => {
  it('writes and clears exposures of several scans, and names a located frame', async () => {
    const SET = `mutation Set($input: SetScanExposuresInput!) { setScanExposures(input: $input) { id exposure { fNumber shutter summary } } }`;
    const set = await stack.gql<{ setScanExposures: Array<{ exposure: Record<string, unknown> | null }> }>(
      SET,
      {
        input: {
          scans: [
            { scanId: SCANS[10], exposure: { fNumber: 2.8, shutter: '1/60' } },
            { scanId: SCANS[11], exposure: null },
          ],
        },
      },
      casey,
    );
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data!.setScanExposures.map((scan) => scan.exposure)).toEqual([
      { fNumber: 2.8, shutter: '1/60', summary: 'f/2.8 · 1/60 s' },
      null,
    ]);
    const foreign = await stack.gql(
      SET,
      { input: { scans: [{ scanId: String(OTHER.scanIds[0]), exposure: null }] } },
      casey,
    );
    expect(codeOf(foreign)).toBe('NOT_FOUND');

    const PLACE =
      'query Place($lat: Float!, $lon: Float!) { placeName(latitude: $lat, longitude: $lon) { name distanceKm } }';
    const named = await stack.gql<{ placeName: { name: string } | null }>(
      PLACE,
      { lat: 34.005833, lon: -116.0575 },
      casey,
    );
    expect(named.body.data!.placeName?.name).toBe('Skull Rock, Joshua Tree National Park, CA, USA');
    const nowhere = await stack.gql<{ placeName: null }>(PLACE, { lat: 0, lon: -140 }, casey);
    expect(nowhere.body.data!.placeName).toBeNull();
    const out = await stack.gql(PLACE, { lat: 91, lon: 0 }, casey);
    expect(out.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'latitude' });
  });
});

describe('a lab without exposure logs', () => {
  it('answers FEATURE_UNAVAILABLE with its sentence, before reading or writing anything', async () => {
    const bff = await startBff(stack.labUrl, { LAB_EXTENSIONS: 'none' });
    try {
      const token = (
        await bff.gql<{ login: { token: string } }>(
          'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
          { email: 'customer@lab.test', password: 'filmlab-demo' },
        )
      ).body.data!.login.token;
      for (const [query, variables] of [
        [READ, { input: { source: 'EXIF_NOTES_JSON', content: fixture('exif-notes.json') } }],
        [
          IMPORT,
          {
            input: {
              rollId: ROLL,
              key: 'no-feature-01',
              source: 'EXIF_NOTES_JSON',
              scans: [{ scanId: SCANS[0], exposure: {} }],
            },
          },
        ],
      ] as const) {
        const res = await bff.gql(query, variables, token);
        expect(res.body.errors?.[0]).toMatchObject({
          message:
            "Importing exposure logs from Exif Notes, Film Rolls or Lightme isn't offered by this lab yet.",
          extensions: { code: 'FEATURE_UNAVAILABLE', feature: 'exposure-logs' },
        });
      }
    } finally {
      await bff.close();
    }
  });
});
