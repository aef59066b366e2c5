// Contracts of the sessions and staff account routes (decision 110). Registered on import by routes/index.ts.
import { z } from 'zod';
import { accountParams, deactivationBody, roleBody } from '../../routes/account-status';
import { sessionParams } from '../../routes/sessions';
import { dateTime, defineRoutes, id, named } from '../define';

const SOCKETS_CLOSE =
  'Every live socket opened with an ended session is closed with code 4401 and the reason `Signed out: this session has ended`.';

const Session = named(
  'Session',
  z.object({
    id: z.string(),
    method: z.enum(['password', 'signup', 'google', 'facebook']).describe('How this sign-in was made.'),
    userAgent: z
      .string()
      .describe('The browser or app that signed in (as the BFF forwarded it), at most 512 characters.'),
    country: z.string().nullable().describe('ISO 3166 alpha-2 code of the sign-in, when the edge knew it.'),
    signedInAt: dateTime,
    lastSeenAt: dateTime.describe('Moves at most once a minute.'),
    current: z.boolean().describe('The session of the token this call was made with.'),
  }),
  {
    description: 'One sign-in of the account, still open.',
    example: {
      id: 'q2Xo0sX1m9Vb3JzH6aZ8pQ',
      method: 'password',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1',
      country: 'US',
      signedInAt: '2026-11-28T14:03:11.000Z',
      lastSeenAt: '2026-11-28T15:40:02.000Z',
      current: true,
    },
  },
);

const SessionList = named('SessionList', z.object({ sessions: z.array(Session) }), {
  description: 'The open sessions, the current one first, then by last seen; at most 50.',
});

const AccountStatus = named(
  'AccountStatus',
  z.object({
    userId: id,
    role: z.enum(['ADMIN', 'CUSTOMER', 'MESSENGER', 'VENDOR']),
    deactivated: z.boolean(),
    deactivatedAt: dateTime.nullable(),
    changes: z.array(
      z.object({
        change: z.enum(['role', 'deactivated', 'reactivated']),
        from: z.string().nullable(),
        to: z.string().nullable(),
        by: z
          .object({ id, name: z.string() })
          .nullable()
          .describe('The admin who made it; null once deleted.'),
        at: dateTime,
      }),
    ),
  }),
  { description: "An account's role and access, with its last 20 changes (newest first) and who made them." },
);

defineRoutes({
  'GET /auth/sessions': {
    summary: "The caller's open sessions",
    description:
      'Every sign-in (password, signup, Google, Facebook) is its own session; a two-factor confirmation carries the sign-in it confirms.',
    access: 'signed-in',
    extension: 'sessions',
    answers: { 200: SessionList },
  },
  'POST /auth/logout': {
    summary: "End the caller's session",
    description: `The token stops working at once; other sessions carry on. Answers whose session it was (no fresh token). ${SOCKETS_CLOSE}`,
    access: 'signed-in',
    extension: 'sessions',
    pathChosen: true,
    answers: { 200: z.object({ message: z.string(), userId: id }) },
  },
  'DELETE /auth/sessions/:sessionId': {
    summary: 'End one of your sessions',
    description: `Answers the sessions still open (none when it was the caller's own). Ending an ended session of yours again is not an error; another person's session is a 404. ${SOCKETS_CLOSE}`,
    access: 'signed-in',
    extension: 'sessions',
    params: sessionParams,
    answers: { 200: SessionList },
    errors: [404],
  },
  'POST /auth/sessions/end-others': {
    summary: 'End every session but the caller’s',
    description: `Answers the sessions still open (the caller's). ${SOCKETS_CLOSE}`,
    access: 'signed-in',
    extension: 'sessions',
    answers: { 200: SessionList },
  },
  'GET /users/:id/account-status': {
    summary: "An account's role and access, with who changed them",
    access: 'admin',
    extension: 'staff-accounts',
    params: accountParams,
    answers: { 200: AccountStatus },
    errors: [404],
  },
  'PUT /users/:id/role': {
    summary: "Change an account's role",
    description: `ADMIN, CUSTOMER, MESSENGER or VENDOR. A change ends every session of the account (a demoted admin is refused at their next call) and is recorded with who made it; the same role again changes nothing. Never one's own (409). ${SOCKETS_CLOSE}`,
    access: 'admin',
    extension: 'staff-accounts',
    params: accountParams,
    body: roleBody,
    bodyExample: { role: 'CUSTOMER' },
    answers: { 200: AccountStatus },
    errors: [404, 409],
  },
  'PUT /users/:id/deactivation': {
    summary: 'Deactivate or reactivate an account',
    description: `A deactivated account cannot sign in (login answers 403 saying so) and every session of it ends; its data stays. Recorded with who made it; setting the state it is already in changes nothing. Never one's own (409). ${SOCKETS_CLOSE}`,
    access: 'admin',
    extension: 'staff-accounts',
    params: accountParams,
    body: deactivationBody,
    bodyExample: { deactivated: true },
    answers: { 200: AccountStatus },
    errors: [404, 409],
  },
});
