import closeWithGrace from 'close-with-grace';
import { loadLabConfig } from './config';
import { createLabLogger } from './logger';
import { startLab } from './server';

// Process entry: `node --import tsx lab/main.ts`. All wiring lives in server.ts and app.ts.
const config = loadLabConfig();
const log = createLabLogger(config.logLevel);

const lab = await startLab(config);
log.info({ url: lab.url, dataDir: config.dataDir }, 'lab listening');

closeWithGrace({ delay: 10_000, logger: log }, async ({ signal, err }) => {
  if (err) log.error({ err }, 'closing after an unexpected error');
  else log.info({ signal }, 'closing');
  await lab.close();
});
