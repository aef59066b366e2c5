import { freePort, startProcess, stopAll, TSX, waitForHttp } from '../scripts/processes.js';

/**
 * The lab as production runs it: its own process (`lab/main.ts`), so its database work does not share the
 * BFF's event loop and heap, as it would if both ran in the bench's process.
 */
export async function startLabProcess(dataDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const child = startProcess('lab', [...TSX, 'lab/main.ts'], {
    LAB_PORT: String(port),
    LAB_HOST: '127.0.0.1',
    LAB_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/public/locations`, { status: 200, child });
  } catch (error) {
    await stopAll([child]);
    throw error;
  }
  return { url, close: () => stopAll([child]) };
}
