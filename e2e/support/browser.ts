import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS } from '../../scripts/chromium.js';

export const baseUrl = () => inject('baseUrl');

/**
 * One Chromium per test file; each test opens its own context (fresh storage, no shared session). `documented`:
 * the product in front of the documented-only lab (e2e/support/global-setup.ts) instead of the full one.
 */
export function launchBrowserPerFile(options: { documented?: boolean } = {}) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  });
  return {
    async newPage(viewport = { width: 1280, height: 800 }): Promise<Page> {
      const baseURL = options.documented ? inject('documentedBaseUrl') : baseUrl();
      const context = await browser.newContext({ viewport, baseURL });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
  };
}

/** Fills the login form on the current page (the demo accounts share one password) and submits it. */
export async function logIn(page: Page, email: string, password = 'filmlab-demo'): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Asks the BFF directly (used to learn ids the test then looks for in the browser). */
export async function gql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const res = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** Logs a demo account in through the BFF (not the page): its session token and user id. */
export async function loginAs(email: string): Promise<{ token: string; id: string }> {
  const data = await gql<{ login: { token: string; user: { id: string } } }>(
    'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token user { id } } }',
    { email, password: 'filmlab-demo' },
  );
  return { token: data.login.token, id: data.login.user.id };
}

export async function userIdOf(email: string): Promise<string> {
  return (await loginAs(email)).id;
}
