import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateLabContract, ROOT } from './lab-contract';

describe("the lab's OpenAPI document and the BFF's lab types", () => {
  it("match the lab's route contracts (run `npm run lab-contract` when this fails)", async () => {
    const outputs = await generateLabContract();
    for (const output of outputs) {
      const onDisk = readFileSync(resolve(ROOT, output.filename), 'utf8');
      expect(onDisk, `${output.filename} is stale`).toBe(output.content);
    }
  }, 60_000);
});
