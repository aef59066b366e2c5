import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStubClient, type StubCall } from '../../../../testing/stub-client';
import { NEWSLETTER_CLOSE_DELAY_MS, SIGNUP_PROMPT_DELAY_MS } from '../../lib/newsletter';
import { NewsletterPopup, PROMPT_DISMISSED_KEY } from './newsletter-popup';
import { SUBSCRIBER_KEY } from './subscriber-store';

function renderPopup({ loggedIn = false } = {}) {
  const calls: StubCall[] = [];
  const client = createStubClient(
    { Subscribe: (variables) => ({ data: { subscribe: { id: 's1', email: variables.email, zip: '0' } } }) },
    calls,
  );
  const element = (
    <Provider value={client}>
      <NewsletterPopup loggedIn={loggedIn} />
    </Provider>
  );
  return { ...render(element), element, calls };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** The prompt's dialog is its own chunk: after the delay, its module loads and the dialog renders. */
const openAfter = async (ms: number) => {
  advance(ms);
  await act(async () => {
    await import('./newsletter-prompt');
  });
};
const popup = () => screen.queryByRole('dialog');

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

describe('NewsletterPopup timing', () => {
  it('opens 15 s after load, not before', async () => {
    renderPopup();
    advance(SIGNUP_PROMPT_DELAY_MS - 100);
    expect(popup()).toBeNull();
    await openAfter(100);
    const dialog = screen.getByRole('dialog', { name: 'Join the community' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText(/monthly notes/i)).toBeTruthy();
    expect(screen.getByText(/film tips/i)).toBeTruthy();
    expect(screen.getByText(/member offers/i)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toBeTruthy();
    // Focus moves into the dialog.
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('stays away from a visitor who already subscribed', () => {
    window.localStorage.setItem(
      SUBSCRIBER_KEY,
      JSON.stringify({ id: 's1', email: 'ada@example.com', zip: '0' }),
    );
    renderPopup();
    advance(SIGNUP_PROMPT_DELAY_MS * 2);
    expect(popup()).toBeNull();
  });

  it('stays away from a logged-in user', () => {
    renderPopup({ loggedIn: true });
    advance(SIGNUP_PROMPT_DELAY_MS * 2);
    expect(popup()).toBeNull();
  });

  it('renders nothing on the server', () => {
    const { element, unmount } = renderPopup();
    unmount();
    expect(renderToString(element)).toBe('');
  });
});

describe('NewsletterPopup closing', () => {
  it('closes with the close button and does not come back in this session', async () => {
    const first = renderPopup();
    await openAfter(SIGNUP_PROMPT_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(popup()).toBeNull();
    expect(window.sessionStorage.getItem(PROMPT_DISMISSED_KEY)).toBe('1');

    first.unmount();
    renderPopup();
    advance(SIGNUP_PROMPT_DELAY_MS * 2);
    expect(popup()).toBeNull();
  });

  it('closes on Escape', async () => {
    renderPopup();
    await openAfter(SIGNUP_PROMPT_DELAY_MS);
    fireEvent.keyDown(screen.getByRole('textbox', { name: /^Email/ }), { key: 'Escape' });
    expect(popup()).toBeNull();
  });

  it('closes on a click on the backdrop, but not after a drag that started inside', async () => {
    renderPopup();
    await openAfter(SIGNUP_PROMPT_DELAY_MS);
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(screen.getByRole('textbox', { name: /^Email/ }));
    fireEvent.click(dialog);
    expect(popup()).not.toBeNull();
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(popup()).toBeNull();
  });

  it('thanks the visitor after a sign-up and closes 10 s later, not before', async () => {
    const { calls } = renderPopup();
    await openAfter(SIGNUP_PROMPT_DELAY_MS);
    fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), {
      target: { value: 'ada@example.com' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });

    expect(calls.filter((call) => call.name === 'Subscribe')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'You’re on the list' })).toBeTruthy();
    expect(screen.getByText(/Thank you!/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submitted' })).toBeTruthy();

    advance(NEWSLETTER_CLOSE_DELAY_MS - 100);
    expect(popup()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Thanks for joining!' })).toBeTruthy();
    advance(100);
    expect(popup()).toBeNull();
  });
});
