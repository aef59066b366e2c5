import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

// A lab that serves only spec §7 (no sessions, no staff-accounts): the product says so, and sign-out still works as
// well as §7 allows (the client forgets its token).

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({}, { labContract: 'documented' });
});
afterAll(() => stack?.close());

describe('sessions and staff accounts on a documented-only lab', () => {
  it('answers the sessions list and staff changes with their feature sentences; signOut is true', async () => {
    const customer = await stack.login('customer@lab.test');
    const sessions = await stack.gql('query MySessions { me { id sessions { id } } }', {}, customer);
    expect(sessions.body.data).toEqual({ me: { id: '2', sessions: null } });
    expect(sessions.body.errors![0]).toMatchObject({
      message: "Listing and ending your sign-ins on other devices isn't offered by this lab yet.",
      path: ['me', 'sessions'],
      extensions: { code: 'FEATURE_UNAVAILABLE', feature: 'sessions' },
    });
    const out = await stack.gql<{ signOut: boolean }>('mutation SignOut { signOut }', {}, customer);
    expect(out.body).toEqual({ data: { signOut: true } });

    const admin = await stack.login('admin@lab.test');
    const role = await stack.gql(
      'mutation ChangeUserRole($userId: ID!, $role: Role!) { changeUserRole(userId: $userId, role: $role) { id } }',
      { userId: '3', role: 'VENDOR' },
      admin,
    );
    expect(role.body.errors![0]).toMatchObject({
      message: "Changing an account's role or access here isn't offered by this lab yet.",
      extensions: { code: 'FEATURE_UNAVAILABLE', feature: 'staff-accounts' },
    });
  });
});
