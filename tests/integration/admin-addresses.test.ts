import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

// The address picker on the admin copies of the customer pages adds and changes addresses in the customer's
// book (createAddress/updateAddress/deleteAddress with userId), never in the admin's own.

const FIELDS = 'id address1 city state zip primary';
const CREATE = `mutation CreateAddress($input: AddressInput!, $userId: ID) {
  createAddress(input: $input, userId: $userId) { ${FIELDS} } }`;
const UPDATE = `mutation UpdateAddress($id: ID!, $input: AddressInput!, $userId: ID) {
  updateAddress(id: $id, input: $input, userId: $userId) { ${FIELDS} } }`;
const DELETE = `mutation DeleteAddress($id: ID!, $userId: ID) {
  deleteAddress(id: $id, userId: $userId) { id addresses { id } } }`;
const BOOK = 'query Book($id: ID!) { user(id: $id) { addresses { id address1 } } }';

let stack: Stack;
let admin: string;
let customer: string;
let newcomer: string;
let customerId: string;
beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login('admin@lab.test');
  customer = await stack.login('customer@lab.test');
  newcomer = await stack.login('newcustomer@lab.test');
  const me = await stack.gql<{ me: { id: string } }>('query Me { me { id } }', {}, customer);
  customerId = me.body.data!.me.id;
});
afterAll(() => stack?.close());

describe('admins and a customer’s addresses', () => {
  it('an admin adds an address to a customer’s book and changes it there', async () => {
    const input = { address1: '9 Grand St', city: 'Brooklyn', state: 'NY', zip: '11249' };
    const created = await stack.gql<{ createAddress: { id: string } }>(
      CREATE,
      { input, userId: customerId },
      admin,
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data!.createAddress.id;

    const updated = await stack.gql<{ updateAddress: { address1: string } }>(
      UPDATE,
      { id, input: { ...input, address1: '11 Grand St' }, userId: customerId },
      admin,
    );
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data!.updateAddress.address1).toBe('11 Grand St');

    const book = await stack.gql<{ user: { addresses: { id: string; address1: string }[] } }>(
      BOOK,
      { id: customerId },
      customer,
    );
    expect(book.body.data!.user.addresses).toContainEqual({ id, address1: '11 Grand St' });
    const adminBook = await stack.gql<{ me: { addresses: { id: string }[] } }>(
      'query Mine { me { addresses { id } } }',
      {},
      admin,
    );
    expect(adminBook.body.data!.me.addresses.map((a) => a.id)).not.toContain(id);
  });

  it('a customer cannot add an address to someone else’s book', async () => {
    const before = await stack.gql<{ user: { addresses: { id: string }[] } }>(
      BOOK,
      { id: customerId },
      customer,
    );
    const res = await stack.gql(
      CREATE,
      { input: { address1: '1 Main St', city: 'Brooklyn', state: 'NY', zip: '11201' }, userId: customerId },
      newcomer,
    );
    expect(res.body.errors![0].extensions!.code).toBe('FORBIDDEN');
    const after = await stack.gql<{ user: { addresses: { id: string }[] } }>(
      BOOK,
      { id: customerId },
      customer,
    );
    expect(after.body.data!.user.addresses).toHaveLength(before.body.data!.user.addresses.length);
  });

  it('an admin deletes an address from a customer’s book; another customer cannot', async () => {
    const input = { address1: '40 Berry St', city: 'Brooklyn', state: 'NY', zip: '11249' };
    const created = await stack.gql<{ createAddress: { id: string } }>(
      CREATE,
      { input, userId: customerId },
      admin,
    );
    const id = created.body.data!.createAddress.id;

    const refused = await stack.gql(DELETE, { id, userId: customerId }, newcomer);
    expect(refused.body.errors![0].extensions!.code).toBe('FORBIDDEN');
    // Without userId the newcomer's own book is meant, where the address is not.
    const notTheirs = await stack.gql(DELETE, { id }, newcomer);
    expect(notTheirs.body.errors![0].extensions!.code).toBe('NOT_FOUND');

    const deleted = await stack.gql<{ deleteAddress: { id: string; addresses: { id: string }[] } }>(
      DELETE,
      { id, userId: customerId },
      admin,
    );
    expect(deleted.body.errors).toBeUndefined();
    expect(deleted.body.data!.deleteAddress.id).toBe(customerId);
    expect(deleted.body.data!.deleteAddress.addresses.map((a) => a.id)).not.toContain(id);

    const book = await stack.gql<{ user: { addresses: { id: string }[] } }>(
      BOOK,
      { id: customerId },
      customer,
    );
    expect(book.body.data!.user.addresses.map((a) => a.id)).not.toContain(id);
  });
});
