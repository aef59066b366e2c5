import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | undefined;

async function source(): Promise<string> {
  axeSource ??= import('node:fs/promises').then((fs) =>
    fs.readFile(require.resolve('axe-core/axe.min.js'), 'utf8'),
  );
  return axeSource;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation, naming each rule and the
 * elements it found, so the failure says what to fix.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Colours are judged as drawn: a menu fading in or a button's colour transition mid-way reads as low contrast, so
  // let every finite animation and transition end first (spinners and other endless ones are left running).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]),
  );
  // Evaluated over the DevTools protocol, which the app's Content-Security-Policy does not apply to (an inline
  // <script> tag from addScriptTag is refused by it).
  await page.evaluate(await source());
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes }));
  });
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe-core on ${page.url()}`).toEqual([]);
}
