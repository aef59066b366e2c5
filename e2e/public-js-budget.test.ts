import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtGzipBytes } from '../bench/static-size.js';
import { launchBrowserPerFile } from './support/browser.js';

// Issue 26: a visitor's first visit to the landing, a city page and /pricing on a phone loads at most 120 KB of
// JavaScript (gzip; the .gz the build wrote beside each file), counted until the network is idle.
const browser = launchBrowserPerFile();
const staticDir = resolve(import.meta.dirname, '../dist/web');

describe('the public pages’ first-load JavaScript', () => {
  for (const path of ['/', '/film-developing-chicago', '/pricing']) {
    it(`${path} stays within 120 KB gzip at 390 px, and carries no signed-in code`, async () => {
      const page = await browser.newPage({ width: 390, height: 844 });
      const scripts = new Set<string>();
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('.js')) scripts.add(response.url());
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const kb = [...scripts].reduce((sum, url) => sum + builtGzipBytes(staticDir, url), 0) / 1024;
      expect(kb).toBeGreaterThan(60);
      expect(kb).toBeLessThanOrEqual(120);
      const names = [...scripts].map((url) => new URL(url).pathname);
      expect(names.filter((name) => /signed-in-header|cart-button|newsletter-prompt/.test(name))).toEqual([]);
    });
  }
});
