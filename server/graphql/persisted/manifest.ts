import { existsSync, readFileSync } from 'node:fs';
import type { DocumentNode } from 'graphql';
import { canonicalOf, canonicalText } from './canonical.js';

/**
 * The operations the web client was built with, as { sha256: query } (the format of graphql-codegen's
 * persisted-documents.json too, so either generator's file works). Clients may send a hash instead of the
 * text; with GRAPHQL_PERSISTED_ONLY a query text is accepted only when it is one of these operations.
 */
export class PersistedManifest {
  private readonly byHash: Map<string, string>;
  private readonly canonical = new Set<string>();
  private readonly verdicts = new WeakMap<DocumentNode, boolean>();

  constructor(record: Record<string, string>) {
    this.byHash = new Map(Object.entries(record));
    for (const query of this.byHash.values()) {
      const text = canonicalOf(query);
      if (text) this.canonical.add(text);
    }
  }

  get size(): number {
    return this.byHash.size;
  }

  query(hash: string): string | undefined {
    return this.byHash.get(hash);
  }

  /** Whether a parsed request is one of the manifest's operations, spelled any way. */
  allows(document: DocumentNode): boolean {
    let verdict = this.verdicts.get(document);
    if (verdict === undefined) {
      verdict = this.canonical.has(canonicalText(document));
      this.verdicts.set(document, verdict);
    }
    return verdict;
  }

  /** Reads a manifest file; undefined when there is none. A malformed file is an error worth stopping for. */
  static load(path: string): PersistedManifest | undefined {
    if (!existsSync(path)) return undefined;
    const record = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    if (!record || typeof record !== 'object' || Array.isArray(record)) {
      throw new Error(`${path} is not a { hash: query } object`);
    }
    for (const [hash, query] of Object.entries(record)) {
      if (!/^[0-9a-f]{64}$/.test(hash) || typeof query !== 'string') {
        throw new Error(`${path}: entry ${hash} is not a sha256 hash with a query text`);
      }
    }
    return new PersistedManifest(record as Record<string, string>);
  }
}
