import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { createStubClient, type StubCall, type StubHandler } from '../../../testing/stub-client';
import { PasswordResetPage } from './password-reset-page';

function renderPage(token: string | null, handlers: Record<string, StubHandler>) {
  const calls: StubCall[] = [];
  render(
    <Provider value={createStubClient(handlers, calls)}>
      <MemoryRouter>
        <PasswordResetPage token={token} />
      </MemoryRouter>
    </Provider>,
  );
  return calls;
}

describe('password reset', () => {
  it('asks for the e-mail and confirms the link was sent', async () => {
    const calls = renderPage(null, {
      RequestPasswordReset: { data: { requestPasswordReset: true } },
    });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(calls).toContainEqual({ name: 'RequestPasswordReset', variables: { email: 'ada@example.com' } });
  });

  it('explains an expired link and offers a new one', async () => {
    renderPage('old', {
      ValidatePasswordResetToken: { data: { validatePasswordResetToken: false } },
    });
    expect(await screen.findByRole('heading', { name: 'This link is invalid or has expired' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a New Link' }).getAttribute('href')).toBe(
      '/password-reset',
    );
  });

  it('sets a new password with a valid link', async () => {
    const calls = renderPage('good', {
      ValidatePasswordResetToken: { data: { validatePasswordResetToken: true } },
      ResetPassword: { data: { resetPassword: true } },
    });
    await userEvent.type(await screen.findByLabelText('New password'), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'brand-new-typo');
    await userEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(screen.getByText('The two passwords don’t match')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(await screen.findByRole('heading', { name: 'Your password has been changed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(calls).toContainEqual({
      name: 'ResetPassword',
      variables: { token: 'good', password: 'brand-new-pass' },
    });
  });
});
