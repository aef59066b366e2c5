import { Client, type Exchange, getOperationName, makeResult } from 'urql';
import { filter, map, pipe } from 'wonka';
import type { CurrentUser } from '../app/session/session-context';

export interface StubAnswer {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/**
 * What the stub server says to an operation: a fixed answer, or one computed from the variables.
 * `null` means "never answers" (a request still in flight).
 */
export type StubHandler = StubAnswer | null | ((variables: Record<string, unknown>) => StubAnswer | null);

export interface StubCall {
  name: string;
  variables: Record<string, unknown>;
}

/**
 * A real urql Client whose only exchange answers from handlers, so components run their real hooks
 * while the test decides what the server says. Unknown operations answer with an error.
 */
export function createStubClient(
  handlers: Record<string, StubHandler>,
  calls: StubCall[] = [],
  /** Exchanges to run in front of the stub, e.g. the app's real login-error handling. */
  before: Exchange[] = [],
): Client {
  const exchange: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== 'teardown'),
      map((operation) => {
        const name = getOperationName(operation.query) ?? '';
        const variables = (operation.variables ?? {}) as Record<string, unknown>;
        calls.push({ name, variables });
        const handler = name in handlers ? handlers[name] : { errors: [{ message: `no stub for ${name}` }] };
        const answer = typeof handler === 'function' ? handler(variables) : handler;
        return answer ? makeResult(operation, answer as never) : null;
      }),
      filter((result): result is NonNullable<typeof result> => result !== null),
    );
  return new Client({ url: '/graphql', exchanges: [...before, exchange] });
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    __typename: 'User',
    id: 'u1',
    role: 'CUSTOMER',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '5551234567',
    profileImageUrl: null,
    referralCode: 'ADA10',
    firstOrderCreated: true,
    active: true,
    accountCredit: 0,
    productCredits: 0,
    membership: {
      __typename: 'Membership',
      planId: 'NON_MEMBER',
      label: 'On Demand',
      status: 'NONE',
      periodEnd: null,
      lapsed: false,
    },
    ...overrides,
  } as CurrentUser;
}
