import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { expectHeadFor } from './test-helpers';

/** Every entry of the contents links to a heading on the page, in the same order. */
function expectContentsMatchSections(container: HTMLElement) {
  const contents = screen.getByRole('navigation', { name: 'Contents' });
  const links = within(contents).getAllByRole('link');
  expect(links.length).toBeGreaterThanOrEqual(10);
  for (const link of links) {
    const id = link.getAttribute('href')?.slice(1) ?? '';
    const section = container.querySelector(`[id="${id}"]`) as HTMLElement;
    expect(section).toBeTruthy();
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(link.textContent);
  }
}

describe('/terms', () => {
  it('shows the terms with their contents and effective date', async () => {
    const { container } = renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByText('1 November 2026').parentElement?.textContent).toBe('Effective 1 November 2026');
    expectContentsMatchSections(container);
    for (const name of [
      /Memberships and credits/,
      /Renewal and cancellation/,
      /Lost or damaged film/,
      /Community gallery and reviews/,
      /Acceptable use/,
      /Governing law and disputes/,
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(
      screen.getByText(/our liability is limited to replacing it\s+with an equal quantity of unexposed film/),
    ).toBeTruthy();
    expect(screen.getByText(/governed by the laws of the State of New York/)).toBeTruthy();
    expect(screen.getByText(/Credits do not carry over/)).toBeTruthy();
    expectHeadFor('/terms');
  });
});

describe('/privacy-policy', () => {
  it('says what is collected, what the browser keeps and how to reach us', async () => {
    const { container } = renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('1 November 2026').parentElement?.textContent).toBe('Effective 1 November 2026');
    expectContentsMatchSections(container);
    expect(screen.getByText(/the IP\s+address and country you signed up from/)).toBeTruthy();
    expect(screen.getByText(/never reaches our servers/)).toBeTruthy();
    const storage = screen.getByRole('table', { name: 'What the site stores in your browser' });
    expect(
      within(storage)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Sign-in token', 'Club flag', 'Newsletter subscriber', 'Order drafts', 'Site settings']);
    expect(
      within(screen.getByRole('region', { name: /Contact/ }))
        .getByRole('link', { name: 'hello@nicefilm.club' })
        .getAttribute('href'),
    ).toBe('mailto:hello@nicefilm.club');
    expectHeadFor('/privacy-policy');
  });
});
