import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INTRO_PLAYED_KEY } from '../web/src/features/landing/lib/intro.js';
import { BOOT_SCRIPT, BOOT_SCRIPT_HASH, pageFileFor, pathForPageFile } from './prerendered-pages.js';

describe('prerendered pages', () => {
  it('maps paths to page files and back', () => {
    for (const path of ['/', '/about', '/film-developing-chicago']) {
      expect(pathForPageFile(pageFileFor(path).replace(/^pages\//, ''))).toBe(path);
    }
    expect(pageFileFor('/')).toBe('pages/index.html');
  });

  it('the boot script reads the key the landing intro stores, and the CSP hash is of that script', () => {
    expect(BOOT_SCRIPT).toContain(`localStorage.getItem('${INTRO_PLAYED_KEY}')`);
    expect(BOOT_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`);
  });
});
