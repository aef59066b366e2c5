import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Client, type Exchange, makeErrorResult, Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { map, pipe } from 'wonka';
import { createStubClient, type StubCall, type StubHandler } from '../../../../testing/stub-client';
import { NewsletterForm } from './newsletter-form';
import { SUBSCRIBER_KEY } from './subscriber-store';

const joined = (email: string) => ({ data: { subscribe: { id: 's1', email, zip: '0' } } });
const subscribeOk: StubHandler = (variables) => joined(String(variables.email));

function withClient(client: Client, children: ReactNode) {
  return <Provider value={client}>{children}</Provider>;
}

function renderForm(handler: StubHandler = subscribeOk, onSubscribed = vi.fn()) {
  const calls: StubCall[] = [];
  const client = createStubClient({ Subscribe: handler }, calls);
  const view = render(withClient(client, <NewsletterForm onSubscribed={onSubscribed} />));
  const subscribeCalls = () => calls.filter((call) => call.name === 'Subscribe');
  return { ...view, calls, subscribeCalls, onSubscribed };
}

const emailField = () => screen.getByRole('textbox', { name: /^Email/ });
const submitButton = () => screen.getByRole('button', { name: 'Submit' });

describe('NewsletterForm validation', () => {
  it('keeps Submit disabled until the address is valid', async () => {
    renderForm();
    // Labelled 'Email', named apart from a log-in form's Email field on the same page.
    expect(screen.getByRole('textbox', { name: 'Email for the newsletter' })).toBe(emailField());
    expect(submitButton()).toHaveProperty('disabled', true);
    await userEvent.type(emailField(), 'foo@');
    expect(submitButton()).toHaveProperty('disabled', true);
    await userEvent.type(emailField(), 'example.com');
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  it('shows the error only after the field loses focus', async () => {
    renderForm();
    await userEvent.type(emailField(), 'foo@');
    expect(screen.queryByText('Enter a valid e-mail address')).toBeNull();
    expect(emailField().getAttribute('aria-invalid')).toBeNull();

    await userEvent.tab();
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    const describedBy = emailField().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Enter a valid e-mail address');

    // Once the address is fixed the error goes away.
    await userEvent.type(emailField(), 'example.com');
    expect(screen.queryByText('Enter a valid e-mail address')).toBeNull();
  });

  it('says the address is required when the field is left empty', async () => {
    renderForm();
    await userEvent.click(emailField());
    await userEvent.tab();
    expect(screen.getByText('E-mail is required')).toBeTruthy();
  });
});

describe('NewsletterForm submission', () => {
  it('sends one mutation for two quick clicks', async () => {
    // The lab never answers, so the request stays in flight.
    const { subscribeCalls } = renderForm(null);
    await userEvent.type(emailField(), 'ada@example.com');
    const button = submitButton();
    await userEvent.dblClick(button);
    await userEvent.click(button);
    expect(subscribeCalls()).toHaveLength(1);
    expect(button).toHaveProperty('disabled', true);
  });

  it('ignores a second submit that arrives before the button is disabled', async () => {
    const { subscribeCalls } = renderForm(null);
    await userEvent.type(emailField(), 'ada@example.com');
    const form = emailField().closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(subscribeCalls()).toHaveLength(1);
  });

  it("reads 'Submitted', then 'Thanks for joining!', and stores the subscriber", async () => {
    const { subscribeCalls, onSubscribed } = renderForm();
    await userEvent.type(emailField(), '  ada@example.com ');
    await userEvent.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Submitted' })).toHaveProperty('disabled', true);
    expect(subscribeCalls()[0].variables).toEqual({ email: 'ada@example.com' });
    expect(onSubscribed).toHaveBeenCalledWith({ id: 's1', email: 'ada@example.com', zip: '0' });

    const thanks = await screen.findByRole('button', { name: 'Thanks for joining!' });
    expect(screen.queryByRole('textbox', { name: /^Email/ })).toBeNull();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    // Focus moves in an effect after the swap: on a busy machine it lands a moment after the button appears.
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(JSON.parse(window.localStorage.getItem(SUBSCRIBER_KEY) ?? 'null')).toEqual({
      id: 's1',
      email: 'ada@example.com',
      zip: '0',
    });
  });

  it("clicking 'Thanks for joining!' forgets the subscriber and brings the form back", async () => {
    window.localStorage.setItem(
      SUBSCRIBER_KEY,
      JSON.stringify({ id: 's1', email: 'ada@example.com', zip: '0' }),
    );
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Thanks for joining!' }));

    expect(window.localStorage.getItem(SUBSCRIBER_KEY)).toBeNull();
    expect(emailField()).toHaveProperty('value', '');
    await waitFor(() => expect(document.activeElement).toBe(emailField()));
    expect(submitButton()).toHaveProperty('disabled', true);
  });

  it("shows the server's message for a refused address and lets the visitor try again", async () => {
    let attempts = 0;
    const { subscribeCalls } = renderForm((variables) => {
      attempts += 1;
      if (attempts === 1) {
        return {
          errors: [{ message: 'enter a valid e-mail address', extensions: { code: 'BAD_USER_INPUT' } }],
        };
      }
      return joined(String(variables.email));
    });
    await userEvent.type(emailField(), 'ada@example.com');
    await userEvent.click(submitButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid e-mail address');
    expect(submitButton()).toHaveProperty('disabled', false);
    expect(window.localStorage.getItem(SUBSCRIBER_KEY)).toBeNull();

    await userEvent.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Submitted' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(subscribeCalls()).toHaveLength(2);
  });

  it('explains a network failure in plain words', async () => {
    const offline: Exchange = () => (operations$) =>
      pipe(
        operations$,
        map((operation) => makeErrorResult(operation, new TypeError('Failed to fetch'))),
      );
    const client = new Client({ url: '/graphql', exchanges: [offline] });
    render(withClient(client, <NewsletterForm />));
    await userEvent.type(emailField(), 'ada@example.com');
    await userEvent.click(submitButton());

    expect((await screen.findByRole('alert')).textContent).toMatch(/could not reach the lab/i);
    expect(submitButton()).toHaveProperty('disabled', false);
  });
});

describe('NewsletterForm instances', () => {
  it('agree: subscribing in one shows the thanks in the other', async () => {
    const client = createStubClient({ Subscribe: subscribeOk });
    render(
      withClient(
        client,
        <>
          <NewsletterForm variant="footer" />
          <NewsletterForm variant="popup" />
        </>,
      ),
    );
    const [first] = screen.getAllByRole('textbox', { name: /^Email/ });
    await userEvent.type(first, 'ada@example.com');
    await userEvent.click(screen.getAllByRole('button', { name: 'Submit' })[0]);

    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Thanks for joining!' })).toHaveLength(2),
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Thanks for joining!' })[1]);
    expect(screen.getAllByRole('textbox', { name: /^Email/ })).toHaveLength(2);
  });
});

describe('NewsletterForm prerendering', () => {
  it('renders the form on the server and hydrates without a mismatch before showing the stored thanks', async () => {
    window.localStorage.setItem(
      SUBSCRIBER_KEY,
      JSON.stringify({ id: 's1', email: 'ada@example.com', zip: '0' }),
    );
    const client = createStubClient({});
    const html = renderToString(withClient(client, <NewsletterForm />));
    expect(html).toContain('Submit');
    expect(html).not.toContain('Thanks for joining!');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, withClient(client, <NewsletterForm />), { onRecoverableError }),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Thanks for joining!' })).toBeTruthy();
    act(() => root.unmount());
    container.remove();
  });
});
