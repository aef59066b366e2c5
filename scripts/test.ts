import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.js';

// `npm test`: every check a change must pass, fastest first.
const steps: Array<[string, string[]]> = [
  ['lint', ['npx', 'biome', 'check', '.']],
  ['typecheck', ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json']],
  [
    'unit, web and integration tests',
    ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'web', '--project', 'integration'],
  ],
  ['build the web client and the persisted-operation manifest', ['npm', 'run', '-s', 'build']],
  ['browser tests', ['npx', 'vitest', 'run', '--project', 'e2e']],
];

let chromium: string;
try {
  chromium = ensureChromium();
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}

for (const [name, command] of steps) {
  process.stdout.write(`\n▶ ${name}\n`);
  const started = Date.now();
  const result = spawnSync(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stderr.write(`\n✖ ${name} failed after ${seconds}s\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`✔ ${name} (${seconds}s)\n`);
}
