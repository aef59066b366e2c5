import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNUP_PROMPT_DELAY_MS } from '../../features/landing/lib/newsletter';
import { site } from '../../lib/site';
import { createStubClient, makeUser, type StubHandler } from '../../testing/stub-client';
import { type Session, SessionContext } from '../session/session-context';
import { SiteFooter } from './site-footer';

function session(overrides: Partial<Session> = {}): Session {
  return {
    status: 'visitor',
    user: null,
    signedOut: false,
    signIn: () => undefined,
    signOut: () => undefined,
    refreshUser: async () => undefined,
    ...overrides,
  };
}

const posts = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    title: `Note ${index + 1} &amp; friends`,
    url: `https://notes.nicefilm.club/p/${index + 1}`,
  }));

function renderFooter(blogPosts: StubHandler = { data: { blogPosts: posts(7) } }, current = session()) {
  const client = createStubClient({ BlogPosts: blogPosts });
  return render(
    <MemoryRouter>
      <Provider value={client}>
        <SessionContext.Provider value={current}>
          <SiteFooter />
        </SessionContext.Provider>
      </Provider>
    </MemoryRouter>,
  );
}

const latestNotes = () => screen.getByRole('region', { name: 'Latest Notes' });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('SiteFooter links', () => {
  it('links to the lab pages, the blog, Instagram and the contact address', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const href = (name: string | RegExp) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href('Get Started')).toBe('/signup');
    expect(href('About')).toBe('/about');
    expect(href('FAQs')).toBe('/frequently-asked-questions');
    expect(href('Purchase Membership')).toBe('/memberships/purchase');
    expect(href('Pricing')).toBe('/pricing');
    expect(href('Terms')).toBe('/terms');
    expect(href('Privacy Policy')).toBe('/privacy-policy');
    expect(href('Contact')).toBe(`mailto:${site.contactEmail}`);
    expect(href(/^Nice Notes/)).toBe(site.notesUrl);
    expect(href(/^Instagram/)).toBe(site.instagramUrl);
    expect(
      within(nav)
        .getByRole('link', { name: /^Instagram/ })
        .getAttribute('target'),
    ).toBe('_blank');
  });

  it('prints the copyright line with the current year', () => {
    renderFooter();
    expect(screen.getByText(`© ${new Date().getFullYear()} Nice Film Club LLC`)).toBeTruthy();
  });

  it('offers the newsletter under Join The Community', () => {
    renderFooter();
    const community = screen.getByRole('region', { name: 'Join The Community' });
    expect(within(community).getByRole('textbox', { name: /^Email/ })).toBeTruthy();
    expect(within(community).getByRole('button', { name: 'Submit' })).toBeTruthy();
  });
});

describe('SiteFooter blog posts', () => {
  it('shows the five newest posts, newest first, with &amp; shown as &', async () => {
    renderFooter();
    const region = latestNotes();
    const links = await within(region).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Note 7 & friends (opens in a new tab)',
      'Note 6 & friends (opens in a new tab)',
      'Note 5 & friends (opens in a new tab)',
      'Note 4 & friends (opens in a new tab)',
      'Note 3 & friends (opens in a new tab)',
    ]);
    expect(links[0].getAttribute('href')).toBe('https://notes.nicefilm.club/p/7');
    expect(links[0].getAttribute('target')).toBe('_blank');
    expect(links[0].getAttribute('rel')).toContain('noopener');
  });

  it('keeps five placeholder lines while the posts load', () => {
    renderFooter(null);
    const region = latestNotes();
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).queryAllByRole('link')).toHaveLength(0);
    expect(region.querySelectorAll('li')).toHaveLength(5);
  });

  it('shows no post links and logs a warning when the fetch fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderFooter({ errors: [{ message: 'The lab service is unavailable right now.' }] });
    const region = latestNotes();
    const link = await within(region).findByRole('link');
    // Only the way to the blog itself remains.
    expect(link.getAttribute('href')).toBe(site.notesUrl);
    expect(within(region).queryByText(/Note \d/)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('blog posts unavailable'));
  });
});

describe('SiteFooter newsletter prompt', () => {
  it('prompts a visitor after 15 s', async () => {
    vi.useFakeTimers();
    renderFooter();
    act(() => vi.advanceTimersByTime(SIGNUP_PROMPT_DELAY_MS));
    // The prompt's dialog is its own chunk, loaded when it first opens.
    await act(async () => {
      await import('../../features/landing/components/newsletter/newsletter-prompt');
    });
    expect(screen.getByRole('dialog', { name: 'Join the community' })).toBeTruthy();
  });

  it('never prompts a logged-in user', () => {
    vi.useFakeTimers();
    renderFooter(undefined, session({ status: 'authenticated', user: makeUser() }));
    act(() => vi.advanceTimersByTime(SIGNUP_PROMPT_DELAY_MS * 2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
