import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from '../graphql-module';
import { canonicalOf, sha256 } from './canonical';
import { extractOperations, wireText } from './extract';
import { PersistedManifest } from './manifest';

const ME = 'query Me {\n  me {\n    id\n    role\n  }\n}';

describe('canonical texts', () => {
  it('ignore formatting and the __typename fields urql adds', () => {
    expect(canonicalOf('query Me { me { id role __typename } __typename }')).toBe(ME);
    expect(canonicalOf('query   Me{me{id,role}}')).toBe(ME);
  });

  it('keep an aliased __typename, and tell different operations apart', () => {
    expect(canonicalOf('query Me { me { id role kind: __typename } }')).not.toBe(ME);
    expect(canonicalOf('query Me { me { id } }')).not.toBe(ME);
    expect(canonicalOf('query Me { me {')).toBeUndefined();
  });
});

describe('extractOperations', () => {
  it('keys every operation document by the sha256 of the text urql sends, skipping everything else', () => {
    const manifest = extractOperations({
      MeDocument: parse(ME),
      FragmentOnly: parse('fragment F on User { id }'),
      notADocument: { kind: 'Other' },
      text: 'query X { me { id } }',
    });
    const sent = wireText(parse(ME));
    // urql adds __typename to every selection set: results need it for its document cache.
    expect(sent.replace(/\s+/g, ' ')).toBe('query Me { me { id role __typename } }');
    expect(manifest).toEqual({ [sha256(sent)]: sent });
  });
});

describe('PersistedManifest', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'filmlab-manifest-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('answers queries by hash and allows their documents however spelt', () => {
    const manifest = new PersistedManifest({ [sha256(ME)]: ME });
    expect(manifest.query(sha256(ME))).toBe(ME);
    expect(manifest.query('0'.repeat(64))).toBeUndefined();
    expect(manifest.allows(parse('query Me { me { __typename id role } }'))).toBe(true);
    expect(manifest.allows(parse('query Me { me { id role email } }'))).toBe(false);
  });

  it('loads a file, is absent without one, and refuses a malformed one', async () => {
    const good = join(dir, 'good.json');
    await writeFile(good, JSON.stringify({ [sha256(ME)]: ME }));
    expect(PersistedManifest.load(good)?.size).toBe(1);
    expect(PersistedManifest.load(join(dir, 'none.json'))).toBeUndefined();
    const bad = join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ nothash: ME }));
    expect(() => PersistedManifest.load(bad)).toThrow(/not a sha256 hash/);
  });
});
