import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestLab, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
let noah = '';
let casey = '';
let admin = '';
beforeAll(async () => {
  lab = await createTestLab();
  noah = await lab.login('newcustomer@lab.test');
  casey = await lab.login('customer@lab.test');
  admin = await lab.login('admin@lab.test');
}, 60_000);
afterAll(() => lab.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  lab.app.inject({ method, url, headers: authHeader(token), ...(payload ? { payload } : {}) });

const home = { address1: '12 Havemeyer St', city: 'Brooklyn', state: 'ny', zip: '11211' };
const studio = {
  address1: '500 Driggs Ave',
  address2: 'Unit 3',
  city: 'Brooklyn',
  state: 'NY',
  zip: '11211-1234',
};
const primaries = async () =>
  (await call('GET', '/users/3', noah))
    .json()
    .addresses.map((a: { id: number; primary: boolean }) => [a.id, a.primary]);

describe('addresses', () => {
  let first = 0;
  let second = 0;

  it('makes a first address primary and fills defaults', async () => {
    const response = await call('POST', '/users/3/address', noah, home);
    expect(response.statusCode).toBe(201);
    const address = response.json();
    first = address.id;
    expect(address).toEqual({
      id: first,
      userId: 3,
      placeId: null,
      address1: '12 Havemeyer St',
      address2: null,
      city: 'Brooklyn',
      state: 'NY',
      zip: '11211',
      country: 'US',
      primary: true,
    });
  });

  it('moves the primary flag when a new address claims it', async () => {
    const response = await call('POST', '/users/3/address', noah, {
      ...studio,
      primary: true,
      placeId: 'ChIJ-test',
    });
    second = response.json().id;
    expect(response.json()).toMatchObject({ primary: true, placeId: 'ChIJ-test', zip: '11211-1234' });
    expect(await primaries()).toEqual([
      [first, false],
      [second, true],
    ]);
    const third = await call('POST', '/users/3/address', noah, { ...home, address1: '3 Berry St' });
    expect(third.json().primary).toBe(false);
  });

  it('reads and replaces an address; leaving out primary keeps the flag', async () => {
    expect((await call('GET', `/users/3/address/${second}`, noah)).json()).toMatchObject({
      address1: '500 Driggs Ave',
    });
    const updated = await call('PUT', `/users/3/address/${second}`, noah, {
      ...studio,
      address1: '502 Driggs Ave',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ address1: '502 Driggs Ave', primary: true, placeId: null });
    const switched = await call('PUT', `/users/3/address/${first}`, noah, { ...home, primary: true });
    expect(switched.json().primary).toBe(true);
    expect((await primaries()).filter(([, primary]: [number, boolean]) => primary)).toEqual([[first, true]]);
  });

  it('passes the default on when the primary address is unset, so a user with addresses keeps one', async () => {
    const third = (await primaries())[2][0];
    const unset = await call('PUT', `/users/3/address/${first}`, noah, { ...home, primary: false });
    expect(unset.json().primary).toBe(false);
    expect(await primaries()).toEqual([
      [first, false],
      [second, true],
      [third, false],
    ]);
    const back = await call('PUT', `/users/3/address/${first}`, noah, { ...home, primary: true });
    expect(back.json().primary).toBe(true);
  });

  it('refuses a NUL character (which Postgres cannot store) as a 400 on the field, not a 500', async () => {
    const response = await call('POST', '/users/3/address', noah, { ...home, address2: 'Apt\u00001' });
    expect(response.json()).toEqual({
      message: 'Must not contain a NUL character',
      status: 400,
      errors: [{ field: 'address2', message: 'Must not contain a NUL character' }],
    });
    expect((await call('GET', '/users?query=%00', admin)).json()).toMatchObject({
      status: 400,
      errors: [{ field: 'query', message: 'Must not contain a NUL character' }],
    });
    expect(await primaries()).toHaveLength(3);
  });

  it('validates the fields', async () => {
    const response = await call('POST', '/users/3/address', noah, {
      city: 'Brooklyn',
      state: 'New York',
      zip: '1121',
      country: 'USA',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'address1', message: 'Required' },
      { field: 'state', message: 'Must be a 2-letter state code' },
      { field: 'zip', message: 'Must be 5 digits or ZIP+4' },
      { field: 'country', message: 'Must be a 2-letter country code' },
    ]);
  });

  it('keeps addresses to their owner', async () => {
    expect((await call('GET', `/users/3/address/${first}`, casey)).statusCode).toBe(403);
    // Casey's own path with Noah's address id: not hers, so not found.
    expect((await call('GET', `/users/2/address/${first}`, casey)).json()).toEqual({
      message: 'Address not found',
      status: 404,
      errors: [],
    });
    expect((await call('GET', `/users/3/address/${first}`, admin)).statusCode).toBe(200);
    expect((await call('POST', '/users/999/address', admin, home)).statusCode).toBe(404);
  });

  it('deletes an address and promotes the oldest remaining one when it was primary', async () => {
    const response = await call('DELETE', `/users/3/address/${first}`, noah);
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user.id).toBe(3);
    expect(user.addresses.map((a: { id: number; primary: boolean }) => [a.id, a.primary])).toEqual([
      [second, true],
      [second + 1, false],
    ]);
    expect((await call('DELETE', `/users/3/address/${first}`, noah)).statusCode).toBe(404);
  });
});

describe('preferences', () => {
  it('creates, then upserts, answering all of the user’s preferences', async () => {
    const created = await call('POST', '/users/3/preferences', noah, {
      preferences: [
        { key: 'defaultSleeving', value: 'UNCUT' },
        { key: 'defaultRush', value: 'Yes' },
      ],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual([
      { key: 'defaultRush', value: 'Yes' },
      { key: 'defaultSleeving', value: 'UNCUT' },
    ]);
    const updated = await call('PUT', '/users/3/preferences', noah, {
      preferences: [
        { key: 'defaultSleeving', value: 'NONE' },
        { key: 'defaultNegativesAction', value: 'PICK_UP_SHIP' },
        { key: 'defaultScanNotes', value: 'Scan the full frame, borders included.' },
      ],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual([
      { key: 'defaultNegativesAction', value: 'PICK_UP_SHIP' },
      { key: 'defaultRush', value: 'Yes' },
      { key: 'defaultScanNotes', value: 'Scan the full frame, borders included.' },
      { key: 'defaultSleeving', value: 'NONE' },
    ]);
    expect((await call('GET', '/users/3', noah)).json().preferences).toEqual(updated.json());
  });

  it('answers 400 for an unknown key or a value the key does not allow, and writes nothing', async () => {
    const response = await call('PUT', '/users/3/preferences', noah, {
      preferences: [
        { key: 'defaultRush', value: 'No' },
        { key: 'favouriteFilm', value: 'Portra' },
        { key: 'defaultSleeving', value: 'HALF' },
        { key: 'defaultInternalNotes', value: 'x'.repeat(1001) },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'preferences.1.key', message: 'Unknown preference key' },
      { field: 'preferences.2.value', message: 'Invalid option: expected one of "NONE"|"UNCUT"|"CUT"' },
      { field: 'preferences.3.value', message: 'Must be at most 1000 characters' },
    ]);
    const { rows } = await lab.db.query(
      `SELECT value FROM preferences WHERE user_id = 3 AND key = 'defaultRush'`,
    );
    expect(rows).toEqual([{ value: 'Yes' }]);
  });

  it('keeps preferences to their owner', async () => {
    const payload = { preferences: [{ key: 'defaultRush', value: 'No' }] };
    expect((await call('PUT', '/users/3/preferences', casey, payload)).statusCode).toBe(403);
    expect((await call('PUT', '/users/3/preferences', admin, payload)).statusCode).toBe(200);
  });
});
