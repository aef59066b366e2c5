import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { extractOperations } from './extract.js';

// Build step: `node --import tsx server/graphql/persisted/build-manifest.ts [documents.ts] [out.json]`.
// Writes the web client's operations as { sha256: query } where the BFF looks for them
// (GRAPHQL_PERSISTED_MANIFEST, dist/persisted-operations.json by default).

const [source = 'web/src/gql/graphql.ts', out = 'dist/persisted-operations.json'] = process.argv.slice(2);
const module = (await import(pathToFileURL(resolve(source)).href)) as Record<string, unknown>;
const manifest = extractOperations(module);
mkdirSync(dirname(resolve(out)), { recursive: true });
writeFileSync(resolve(out), `${JSON.stringify(manifest, null, 2)}\n`);
process.stdout.write(`${Object.keys(manifest).length} operations from ${source} → ${out}\n`);
