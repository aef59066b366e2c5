import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/**
 * Queues a mail in the outbox table, inside the caller's transaction so a rolled-back write sends nothing.
 * The log line names recipient and subject only: bodies carry reset links and codes.
 */
export async function queueMail(tx: Queryable, log: FastifyBaseLogger, mail: Mail): Promise<void> {
  await tx.query('INSERT INTO outbox (recipient, subject, body) VALUES ($1, $2, $3)', [
    mail.to,
    mail.subject,
    mail.body,
  ]);
  log.info({ mail: { to: mail.to, subject: mail.subject } }, 'mail queued');
}
