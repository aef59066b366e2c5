import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../codegen';

describe('generated GraphQL types', () => {
  it('match schema.graphql and the web operations (run `npm run codegen` when this fails)', async () => {
    const root = resolve(import.meta.dirname, '..');
    const outputs = await generate({ ...config, cwd: root, silent: true, watch: false }, false);
    expect(outputs.length).toBeGreaterThan(1);
    for (const output of outputs) {
      const onDisk = readFileSync(resolve(root, output.filename), 'utf8');
      expect(onDisk, `${output.filename} is stale`).toBe(output.content);
    }
  }, 60_000);
});
