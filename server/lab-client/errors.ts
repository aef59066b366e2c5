import { STATUS_CODES } from 'node:http';
import type { LabFeature } from './generated/lab-routes.js';
import type { LabErrorBody } from './types.js';

/** An error answer from the lab, as the spec's error object (§8): message, status and the raw errors. */
export class LabApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: LabErrorBody['errors'] = [],
    /** How long the lab asked us to wait (its Retry-After), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'LabApiError';
  }

  /** The message is the errors list, else the message, else the status text, joined with ', '. */
  static fromResponse(status: number, body: unknown, retryAfterMs?: number): LabApiError {
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
    return new LabApiError(message, status, Array.isArray(b.errors) ? b.errors : [], retryAfterMs);
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
  constructor(
    readonly causeCode?: string,
    /** When the caller may try again, if known (an open circuit knows). */
    readonly retryAfterMs?: number,
  ) {
    super('The lab service is unavailable');
    this.name = 'LabUnavailableError';
  }
}

/** The circuit breaker is open: the lab failed repeatedly, so it is not called until a probe succeeds. */
export class LabCircuitOpenError extends LabUnavailableError {
  constructor(retryAfterMs: number) {
    super('CIRCUIT_OPEN', retryAfterMs);
    this.name = 'LabCircuitOpenError';
  }
}

/** The lab answered 2xx with a body that is not the JSON it promised (a proxy's page, a cut-off body). */
export class LabBadResponseError extends Error {
  constructor(readonly status: number) {
    super(`The lab service answered ${status} with a body that is not JSON`);
    this.name = 'LabBadResponseError';
  }
}

/** The lab did not answer within LAB_TIMEOUT_MS. */
export class LabTimeoutError extends Error {
  constructor() {
    super('The lab service did not answer in time');
    this.name = 'LabTimeoutError';
  }
}

/**
 * The call belongs to an extension feature of the lab contract that this lab does not offer (docs/decisions/097):
 * thrown before any request is made, so nothing reaches the lab.
 */
export class FeatureUnavailableError extends Error {
  constructor(
    readonly feature: LabFeature,
    /** The call that was not made, 'GET /users/{id}/cart' (for logs). */
    readonly route?: string,
  ) {
    super(`The lab does not offer the '${feature}' feature`);
    this.name = 'FeatureUnavailableError';
  }
}
