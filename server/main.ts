import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

// Process entry: read config, listen, close gracefully. The wiring lives in app.ts.
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const { labApiUrl } = config;
  if (!labApiUrl) {
    process.stderr.write('LAB_API_URL is not set. Run `npm start` to start the embedded lab with the BFF.\n');
    process.exit(1);
  }

  const app = await buildApp({ ...config, labApiUrl }, { prettyLogs: Boolean(process.stdout.isTTY) });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    app.readiness.shuttingDown = true;
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
}

void main();
