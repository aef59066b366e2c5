import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.js';
import { copyLabTemplate, makeLabTemplate } from '../tests/support/lab-template.js';
import { startBench } from './bff.js';
import type { Goal } from './goals.js';
import { startLabProcess } from './lab-process.js';
import { builtGzipBytes } from './static-size.js';

// `npm run bench -- public` (issue 26): the JavaScript a visitor's phone loads on a first visit to the public
// pages (budget 120 KB gzip, aim 110), each in a fresh context at 390 px (an empty HTTP cache), summing the scripts
// loaded until the network is idle in gzip bytes, with the largest files named so growth can be traced.
export const PUBLIC_PAGES = ['/', '/film-developing-chicago', '/pricing'] as const;
const BUDGET_KB = 120;
const AIM_KB = 110;

export async function publicJs(): Promise<Goal[]> {
  const staticDir = resolve('dist/web');
  const chromePath = findChromium();
  if (!existsSync(resolve(staticDir, 'pages')) || !chromePath) {
    process.stdout.write('\n(skipped) public JavaScript: needs `npm run build` and Chromium\n');
    return [];
  }
  const template = await makeLabTemplate();
  const db = await copyLabTemplate(template.dir);
  const lab = await startLabProcess(db.dir);
  const bff = await startBench(lab.url, { STATIC_DIR: staticDir });
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  const goals: Goal[] = [];
  try {
    process.stdout.write(
      `\n(public) JavaScript on a visitor's first visit at 390 px (gzip; budget ${BUDGET_KB} KB, aim ${AIM_KB})\n`,
    );
    for (const path of PUBLIC_PAGES) {
      const context = await browser.newContext({ baseURL: bff.url, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        const url = response.url();
        if (url.startsWith(bff.url) && new URL(url).pathname.endsWith('.js')) scripts.add(url);
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await context.close();
      const files = [...scripts].map((url) => ({
        name: new URL(url).pathname.replace('/assets/', ''),
        kb: builtGzipBytes(staticDir, url) / 1024,
      }));
      const kb = files.reduce((sum, file) => sum + file.kb, 0);
      process.stdout.write(
        `  ${path.padEnd(28)} ${String(files.length).padStart(3)} files ${kb.toFixed(1).padStart(7)} KB\n`,
      );
      if (kb > AIM_KB || process.env.BENCH_JS_DETAIL) {
        const largest = files.sort((a, b) => b.kb - a.kb).slice(0, 14);
        process.stdout.write(`      ${largest.map((f) => `${f.name} ${f.kb.toFixed(1)}`).join(', ')}\n`);
      }
      goals.push({ name: `Public JavaScript on load, ${path}`, value: kb, unit: 'KB', max: BUDGET_KB });
    }
    return goals;
  } finally {
    await browser.close();
    await bff.close();
    await lab.close();
    await db.remove();
    await template.remove();
  }
}
