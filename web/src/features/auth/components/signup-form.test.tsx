import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { createStubClient, type StubCall } from '../../../testing/stub-client';
import { SignupForm } from './signup-form';

function renderForm(
  answer = { data: { signup: { token: 'new-token', user: { id: 'u9', role: 'CUSTOMER' } } } },
  referralCode?: string,
) {
  const calls: StubCall[] = [];
  const onSignedUp = vi.fn();
  const client = createStubClient({ Signup: answer }, calls);
  render(
    <Provider value={client}>
      <SignupForm onSignedUp={onSignedUp} referralCode={referralCode} />
    </Provider>,
  );
  return { calls, onSignedUp };
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

describe('sign-up validation', () => {
  it('explains every missing field and does not call the server', async () => {
    const { calls } = renderForm();
    await submit();
    for (const message of [
      'Enter your first name',
      'Enter your last name',
      'Enter your email address',
      'Enter your phone number',
      'Choose a password',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('rejects a malformed email, a short phone and a password under 8 characters', async () => {
    const { calls } = renderForm();
    await userEvent.type(screen.getByLabelText('First name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example');
    await userEvent.type(screen.getByLabelText('Phone'), '555-12');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await submit();
    expect(screen.getByText('Enter a valid email address, like name@example.com')).toBeTruthy();
    expect(screen.getByText('Enter a valid phone number, like (555) 123-4567')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows a field error after leaving it, and clears it once fixed', async () => {
    renderForm();
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'nope');
    await userEvent.tab();
    expect(screen.getByText('Enter a valid email address, like name@example.com')).toBeTruthy();
    await userEvent.type(email, '@example.com');
    expect(screen.queryByText('Enter a valid email address, like name@example.com')).toBeNull();
  });

  it('takes no more than 254 characters of e-mail, the most the server takes (issue 26)', async () => {
    const { calls } = renderForm();
    // Every other field valid, so only the e-mail can hold the form back.
    await userEvent.type(screen.getByLabelText('First name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
    await userEvent.type(screen.getByLabelText('Phone'), '(555) 123-4567');
    await userEvent.type(screen.getByLabelText('Password'), 'analytical-engine');
    const email = screen.getByLabelText('Email');
    await userEvent.click(email);
    await userEvent.paste(`${'a'.repeat(250)}@example.com`);
    await userEvent.tab();
    expect((email as HTMLInputElement).value).toHaveLength(254);
    expect(screen.getByText('Enter a valid email address, like name@example.com')).toBeTruthy();
    await submit();
    expect(calls).toEqual([]);
  });

  it('signs up with trimmed values and hands over the token', async () => {
    const { calls, onSignedUp } = renderForm();
    await userEvent.type(screen.getByLabelText('First name'), ' Ada ');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com ');
    await userEvent.type(screen.getByLabelText('Phone'), '(555) 123-4567');
    await userEvent.type(screen.getByLabelText('Password'), 'analytical');
    await submit();
    expect(calls).toEqual([
      {
        name: 'Signup',
        variables: {
          input: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            email: 'ada@example.com',
            phone: '(555) 123-4567',
            password: 'analytical',
          },
        },
      },
    ]);
    expect(onSignedUp).toHaveBeenCalledWith('new-token');
  });

  it('shows the server’s error capitalised', async () => {
    renderForm({ errors: [{ message: 'an account with this email already exists' }] } as never);
    await userEvent.type(screen.getByLabelText('First name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Phone'), '5551234567');
    await userEvent.type(screen.getByLabelText('Password'), 'analytical');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists');
  });

  it('puts the server’s error away once the fields change, and shows it again when sent again (issue 26)', async () => {
    renderForm({ errors: [{ message: 'an account with this email already exists' }] } as never);
    await userEvent.type(screen.getByLabelText('First name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Phone'), '5551234567');
    await userEvent.type(screen.getByLabelText('Password'), 'analytical');
    await submit();
    await screen.findByText('An account with this email already exists');
    await userEvent.clear(screen.getByLabelText('Email'));
    expect(screen.queryByText('An account with this email already exists')).toBeNull();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await submit();
    expect(await screen.findByText('An account with this email already exists')).toBeTruthy();
  });

  it('shows the server’s field error at its field, e.g. a 300-character first name', async () => {
    renderForm({
      errors: [
        {
          message: 'First name must be at most 80 characters',
          extensions: { code: 'BAD_USER_INPUT', field: 'firstName' },
        },
      ],
    } as never);
    await userEvent.click(screen.getByLabelText('First name'));
    await userEvent.paste('A'.repeat(300));
    await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Phone'), '5551234567');
    await userEvent.type(screen.getByLabelText('Password'), 'analytical');
    await submit();
    const firstName = screen.getByLabelText('First name');
    await vi.waitFor(() => expect(firstName.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('First name must be at most 80 characters')).toBeTruthy();
    expect(screen.queryByRole('alert')?.textContent ?? '').not.toContain('First name');
  });

  it('says who referred them, sends the share link’s code and shows a refused code at its field', async () => {
    const refused = {
      errors: [
        {
          message: 'No member has this referral code. Check the link, or leave it empty.',
          extensions: { code: 'BAD_USER_INPUT', field: 'referralCode' },
        },
      ],
    };
    const { calls } = renderForm(refused as never, 'CASEY-7Q2K');
    expect(screen.getByText(/Referred by a friend/).textContent).toContain('CASEY-7Q2K');
    expect((screen.getByLabelText('Referral code (optional)') as HTMLInputElement).value).toBe('CASEY-7Q2K');
    await userEvent.type(screen.getByLabelText('First name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Phone'), '5551234567');
    await userEvent.type(screen.getByLabelText('Password'), 'analytical');
    await submit();
    expect(calls[0]?.variables).toMatchObject({ input: { referralCode: 'CASEY-7Q2K' } });
    const field = screen.getByLabelText('Referral code (optional)');
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('alert')?.textContent ?? '').not.toContain('referral code');
  });
});
