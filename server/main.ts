import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadConfigOrExit } from './config.js';
import { drainAndClose } from './shutdown.js';

// Process entry: read config, listen, close gracefully. The wiring lives in app.ts.
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const { labApiUrl } = config;
  if (!labApiUrl) {
    process.stderr.write('LAB_API_URL is not set. Run `npm start` to start the embedded lab with the BFF.\n');
    process.exit(1);
  }

  const app = await buildApp({ ...config, labApiUrl }, { prettyLogs: Boolean(process.stdout.isTTY) });
  // close-with-grace exits with code 1 if the drain has not finished within SHUTDOWN_TIMEOUT_MS.
  closeWithGrace({ delay: config.shutdownTimeoutMs }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down: draining, then finishing in-flight requests');
    // A person pressing Ctrl-C wants it to stop now; an orchestrator's SIGTERM gets the drain delay.
    await drainAndClose(app, { drainDelayMs: signal === 'SIGTERM' ? config.drainDelayMs : 0 });
  });
  await app.listen({ port: config.port, host: config.host });
}

void main();
