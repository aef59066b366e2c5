import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateLabContract, ROOT } from './lab-contract.js';

for (const { filename, content } of await generateLabContract()) {
  writeFileSync(resolve(ROOT, filename), content);
  process.stdout.write(`wrote ${filename}\n`);
}
