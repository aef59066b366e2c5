import { STATUS_CODES } from 'node:http';
import type { LabErrorBody } from './types.js';

/** An error answer from the lab, as the spec's error object (§8): message, status and the raw errors. */
export class LabApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: LabErrorBody['errors'] = [],
  ) {
    super(message);
    this.name = 'LabApiError';
  }

  /** The message is the errors list, else the message, else the status text, joined with ', '. */
  static fromResponse(status: number, body: unknown): LabApiError {
    const b = (body && typeof body === 'object' ? body : {}) as LabErrorBody;
    const listed = (Array.isArray(b.errors) ? b.errors : [])
      .map((e) => (typeof e === 'string' ? e : e?.message))
      .filter((m): m is string => typeof m === 'string' && m.length > 0);
    const message =
      listed.length > 0
        ? listed.join(', ')
        : typeof b.message === 'string' && b.message
          ? b.message
          : (STATUS_CODES[status] ?? `HTTP ${status}`);
    return new LabApiError(message, status, Array.isArray(b.errors) ? b.errors : []);
  }

  /** The input field the lab blamed, when exactly one was named. */
  get field(): string | undefined {
    const fields = (this.errors ?? [])
      .map((e) => (typeof e === 'object' ? e?.field : undefined))
      .filter((f): f is string => Boolean(f));
    return fields.length === 1 ? fields[0] : undefined;
  }
}

/** The lab could not be reached (connection refused, reset, DNS). */
export class LabUnavailableError extends Error {
  constructor(readonly causeCode?: string) {
    super('The lab service is unavailable');
    this.name = 'LabUnavailableError';
  }
}

/** The lab did not answer within LAB_TIMEOUT_MS. */
export class LabTimeoutError extends Error {
  constructor() {
    super('The lab service did not answer in time');
    this.name = 'LabTimeoutError';
  }
}
