import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

const ADDRESS_FIELDS = 'id address1 address2 city state zip country primary';

let stack: Stack;
let customer: string;
beforeAll(async () => {
  stack = await startStack();
  customer = await stack.login('customer@lab.test');
});
afterAll(() => stack?.close());

describe('updateUser', () => {
  it('changes the own names and phone', async () => {
    const res = await stack.gql<{ updateUser: Record<string, string> }>(
      'mutation UpdateUser($input: UpdateUserInput!) { updateUser(input: $input) { id firstName lastName phone } }',
      { input: { firstName: 'Cass', lastName: 'Moreno-Diaz', phone: '(718) 555-0100' } },
      customer,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.updateUser).toMatchObject({
      firstName: 'Cass',
      lastName: 'Moreno-Diaz',
      phone: '(718) 555-0100',
    });
    const me = await stack.gql<{ me: { firstName: string } }>('query Me { me { firstName } }', {}, customer);
    expect(me.body.data!.me.firstName).toBe('Cass');
  });

  it('refuses an empty first name', async () => {
    const res = await stack.gql(
      'mutation UpdateUser($input: UpdateUserInput!) { updateUser(input: $input) { id } }',
      { input: { firstName: '' } },
      customer,
    );
    expect(res.body.errors![0]).toMatchObject({
      message: 'First name is required',
      extensions: { code: 'BAD_USER_INPUT', field: 'firstName' },
    });
  });
});

describe('addresses', () => {
  it('lists the demo addresses with exactly one primary', async () => {
    const res = await stack.gql<{ me: { addresses: Array<{ primary: boolean; country: string }> } }>(
      `query MyAddresses { me { addresses { ${ADDRESS_FIELDS} } } }`,
      {},
      customer,
    );
    const addresses = res.body.data!.me.addresses;
    expect(addresses.length).toBeGreaterThanOrEqual(2);
    expect(addresses.filter((a) => a.primary)).toHaveLength(1);
    expect(addresses.every((a) => a.country === 'US')).toBe(true);
  });

  it('creates, updates and deletes an address', async () => {
    const created = await stack.gql<{ createAddress: Record<string, unknown> & { id: string } }>(
      `mutation CreateAddress($input: AddressInput!) { createAddress(input: $input) { ${ADDRESS_FIELDS} } }`,
      { input: { address1: '55 Water St', address2: 'Fl 3', city: 'Brooklyn', state: 'ny', zip: '11201' } },
      customer,
    );
    expect(created.body.errors).toBeUndefined();
    const address = created.body.data!.createAddress;
    expect(address).toMatchObject({
      address1: '55 Water St',
      state: 'NY',
      zip: '11201',
      country: 'US',
      primary: false,
    });

    const updated = await stack.gql<{ updateAddress: Record<string, unknown> }>(
      `mutation UpdateAddress($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { ${ADDRESS_FIELDS} } }`,
      {
        id: address.id,
        input: { address1: '57 Water St', city: 'Brooklyn', state: 'NY', zip: '11201', primary: true },
      },
      customer,
    );
    expect(updated.body.data!.updateAddress).toMatchObject({
      id: address.id,
      address1: '57 Water St',
      primary: true,
    });

    const afterUpdate = await stack.gql<{ me: { addresses: Array<{ id: string; primary: boolean }> } }>(
      'query MyAddresses { me { addresses { id primary } } }',
      {},
      customer,
    );
    expect(afterUpdate.body.data!.me.addresses.filter((a) => a.primary).map((a) => a.id)).toEqual([
      address.id,
    ]);

    const deleted = await stack.gql<{ deleteAddress: { addresses: Array<{ id: string }> } }>(
      'mutation DeleteAddress($id: ID!) { deleteAddress(id: $id) { id addresses { id } } }',
      { id: address.id },
      customer,
    );
    expect(deleted.body.data!.deleteAddress.addresses.map((a) => a.id)).not.toContain(address.id);
  });

  it.each([
    [{ address1: '' }, 'address1', 'Address is required'],
    [{ zip: '1120' }, 'zip', 'Zip must be 5 digits'],
    [{ state: 'New York' }, 'state', 'State must be a two-letter code'],
  ])('refuses %o', async (override, field, message) => {
    const res = await stack.gql(
      'mutation CreateAddress($input: AddressInput!) { createAddress(input: $input) { id } }',
      { input: { address1: '1 Main St', city: 'Brooklyn', state: 'NY', zip: '11201', ...override } },
      customer,
    );
    expect(res.body.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it("cannot touch another user's address", async () => {
    const other = await stack.login('newcustomer@lab.test');
    const mine = await stack.gql<{ me: { addresses: Array<{ id: string }> } }>(
      'query MyAddresses { me { addresses { id } } }',
      {},
      customer,
    );
    const res = await stack.gql(
      'mutation DeleteAddress($id: ID!) { deleteAddress(id: $id) { id } }',
      { id: mine.body.data!.me.addresses[0].id },
      other,
    );
    expect(res.body.errors![0].extensions!.code).toMatch(/NOT_FOUND|FORBIDDEN/);
    const still = await stack.gql<{ me: { addresses: Array<{ id: string }> } }>(
      'query MyAddresses { me { addresses { id } } }',
      {},
      customer,
    );
    expect(still.body.data!.me.addresses).toHaveLength(mine.body.data!.me.addresses.length);
  });
});

describe('admin users', () => {
  it('finds users by search and pages them', async () => {
    const admin = await stack.login('admin@lab.test');
    const res = await stack.gql<{ users: { count: number; items: Array<{ email: string; role: string }> } }>(
      'query Users($search: String) { users(search: $search, limit: 5) { count items { email role } } }',
      { search: 'newcustomer' },
      admin,
    );
    expect(res.body.data!.users).toEqual({
      count: 1,
      items: [{ email: 'newcustomer@lab.test', role: 'CUSTOMER' }],
    });
  });

  it('refuses a limit above 100', async () => {
    const admin = await stack.login('admin@lab.test');
    const res = await stack.gql('query Users { users(limit: 500) { count } }', {}, admin);
    expect(res.body.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'limit' } });
  });
});
