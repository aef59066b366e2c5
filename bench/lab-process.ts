import { freePort, spawnLab, stopAll } from '../scripts/processes.js';

/**
 * The lab as production runs it: its own process (`lab/main.ts`), so its database work does not share the
 * BFF's event loop and heap, as it would if both ran in the bench's process.
 */
export async function startLabProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const lab = spawnLab(await freePort(), dataDir, { LOG_LEVEL: 'warn', ...env });
  try {
    await lab.ready();
  } catch (error) {
    await stopAll([lab.child]);
    throw error;
  }
  return { url: lab.url, close: () => stopAll([lab.child]) };
}
