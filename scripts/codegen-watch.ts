import { watch } from 'node:fs';
import { generate } from '@graphql-codegen/cli';
import config from '../codegen.js';

// Regenerates types when schema.graphql or a web operation changes. Codegen's own --watch needs
// @parcel/watcher, a native package; Node's recursive fs.watch does the job here.
let timer: NodeJS.Timeout | undefined;
let running = false;

async function run(reason: string): Promise<void> {
  if (running) return;
  running = true;
  try {
    await generate({ ...config, silent: true }, true);
    process.stdout.write(`types regenerated (${reason})\n`);
  } catch (error) {
    process.stdout.write(`codegen failed: ${(error as Error).message}\n`);
  } finally {
    running = false;
  }
}

function schedule(reason: string): void {
  clearTimeout(timer);
  timer = setTimeout(() => void run(reason), 300);
}

watch('schema.graphql', () => schedule('schema.graphql'));
watch('web/src', { recursive: true }, (_event, file) => {
  if (file && !file.startsWith('gql') && /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
    schedule(file);
});
await run('start');
