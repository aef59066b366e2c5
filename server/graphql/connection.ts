import { z } from 'zod';
import { codedError } from './errors.js';

// Connections (issue 25, docs/decisions/120-a-labs-volume.md): `first` and `after`, edges with cursors and a
// pageInfo, in the form mobile clients expect, beside the offset lists the web uses. With the lab's keyset pages
// (extension keyset-paging) a cursor is the lab's cursor of a page plus how many of that page's items came before
// the edge; without them it is an offset into the documented list. Either way it is opaque to clients.

export type ConnectionCursor = { page: string | null; skip: number } | { offset: number };

export const connectionArgs = z.object({
  first: z.number().int().min(1).max(100),
  after: z.string().max(600).nullish(),
});

const BAD_CURSOR = 'This cursor is not from this list: start again from the first page';

export function encodeConnectionCursor(cursor: ConnectionCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeConnectionCursor(text: string): ConnectionCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const cursor = z
    .union([
      z.strictObject({ page: z.string().max(400).nullable(), skip: z.number().int().min(0).max(200) }),
      z.strictObject({ offset: z.number().int().min(0) }),
    ])
    .safeParse(parsed);
  if (!cursor.success) throw codedError(BAD_CURSOR, 'BAD_USER_INPUT', { field: 'after' });
  return cursor.data;
}

export interface KeysetPage<T> {
  items: T[];
  count: number;
  nextCursor: string | null;
}

export interface Connection<T> {
  edges: Array<{ cursor: string; node: T }>;
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  totalCount: number;
}

export interface ConnectionSource<T> {
  /** The lab's keyset page after its cursor (undefined: the first), or null when the lab has no keyset pages. */
  keyset: ((after: string | undefined, limit: number) => Promise<KeysetPage<T>>) | null;
  /** The documented offset list. */
  offset: (offset: number, limit: number) => Promise<{ items: T[]; count: number }>;
  /** The largest page the lab answers. */
  maxLimit: number;
}

function connection<T>(
  nodes: T[],
  cursorOf: (index: number) => ConnectionCursor,
  hasNextPage: boolean,
  hasPreviousPage: boolean,
  totalCount: number,
): Connection<T> {
  const edges = nodes.map((node, i) => ({ cursor: encodeConnectionCursor(cursorOf(i)), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
  };
}

/** `first` items after the `after` cursor, from the lab's keyset pages when it has them, else from offsets. */
export async function loadConnection<T>(
  source: ConnectionSource<T>,
  first: number,
  after: string | null | undefined,
): Promise<Connection<T>> {
  const cursor: ConnectionCursor = after
    ? decodeConnectionCursor(after)
    : source.keyset
      ? { page: null, skip: 0 }
      : { offset: 0 };
  if ('offset' in cursor) {
    const { items, count } = await source.offset(cursor.offset, first);
    return connection(
      items,
      (i) => ({ offset: cursor.offset + i + 1 }),
      cursor.offset + items.length < count,
      cursor.offset > 0,
      count,
    );
  }
  if (!source.keyset) throw codedError(BAD_CURSOR, 'BAD_USER_INPUT', { field: 'after' });
  // The edge after which to go on may sit inside a lab page: read that page again and skip what came before.
  const page = await source.keyset(cursor.page ?? undefined, Math.min(source.maxLimit, cursor.skip + first));
  const rest = page.items.slice(cursor.skip);
  const nodes = rest.slice(0, first);
  const lastOfPage = cursor.skip + nodes.length === page.items.length;
  return connection(
    nodes,
    (i) =>
      lastOfPage && i === nodes.length - 1 && page.nextCursor
        ? { page: page.nextCursor, skip: 0 }
        : { page: cursor.page, skip: cursor.skip + i + 1 },
    rest.length > nodes.length || page.nextCursor !== null,
    cursor.page !== null || cursor.skip > 0,
    page.count,
  );
}
