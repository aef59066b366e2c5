import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { launchBrowserPerFile, logIn } from './support/browser.js';
import { screenshots } from './support/screenshots.js';

// A manager (manager@lab.test, an admin the lab asks for a second factor) confirms the sign-in with an e-mailed
// code before the admin area works; the seeded admin@lab.test is not a manager (docs/decisions/073).

const browser = launchBrowserPerFile();

async function lastCode(to: string): Promise<string> {
  const mails = (await (await fetch(`${inject('outboxUrl')}?to=${encodeURIComponent(to)}`)).json()) as Array<{
    body: string;
  }>;
  const code = /\b(\d{6})\b/.exec(mails[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

describe('manager two-factor', () => {
  it('a manager is asked for the e-mailed code, and reaches the order desk with it', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/login');
    await logIn(page, 'manager@lab.test');
    await page.waitForURL('**/admin/two-factor');
    await page.getByRole('heading', { name: 'Confirm It’s You', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'E-mail Me a Code' }).click();
    await page.getByText('A 6-digit code is on its way to your e-mail.').waitFor();
    const code = await lastCode('manager@lab.test');

    const form = page.getByRole('form', { name: 'Confirm sign-in' });
    await form.getByLabel('Code from the e-mail').fill(code === '000000' ? '111111' : '000000');
    await form.getByRole('button', { name: 'Confirm' }).click();
    await form.getByText('This code is invalid or has expired').waitFor();
    expect(await form.getByLabel('Code from the e-mail').getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'security-two-factor');

    await form.getByLabel('Code from the e-mail').fill(code);
    await form.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL('**/admin/orders');
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.getByRole('row').nth(1).waitFor();
  });
});
