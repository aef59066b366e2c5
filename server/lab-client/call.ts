import type { CallerContext, CallOptions, LabTransport } from './transport.js';

/** A call bound to one caller (one GraphQL request). */
export type Call = <T>(options: CallOptions) => Promise<T>;

export function bindCall(transport: LabTransport, caller: CallerContext): Call {
  return <T>(options: CallOptions) => transport.call<T>(caller, options);
}

/** Encodes one path segment so ids from clients can never change the path. */
export const seg = (value: string | number): string => encodeURIComponent(String(value));
