import { spawnSync } from 'node:child_process';
import { postgresReachable } from '../tests/support/postgres.js';
import { ensureChromium } from './chromium.js';

// The lab's integration tests run twice: on PGlite, and on the PostgreSQL server when one answers (always in CI).
const serverHalf = await postgresReachable();
if (!serverHalf) {
  if (process.env.CI === 'true') {
    process.stderr.write(
      'CI: the PostgreSQL server is not reachable, so the lab could not be tested on it\n',
    );
    process.exit(1);
  }
  process.stdout.write(
    'PostgreSQL is not reachable: the lab integration tests run on PGlite only (the PGlite half)\n',
  );
}

// `npm test`: every check a change must pass, fastest first.
const steps: Array<[string, string[]]> = [
  ['lint', ['npx', 'biome', 'check', '.']],
  ['typecheck', ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json']],
  [
    'unit, web and integration tests',
    [
      'npx',
      'vitest',
      'run',
      '--project',
      'unit',
      '--project',
      'web',
      '--project',
      'integration',
      ...(serverHalf ? ['--project', 'integration-postgres'] : []),
    ],
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
