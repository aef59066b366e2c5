import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useCurrentError } from './use-current-error';

let setters: Record<
  string,
  { value: (v: string) => void; error: (e: string | null) => void; start: () => void }
> = {};

function Form({ name }: { name: string }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { current, started } = useCurrentError(error, [value]);
  setters[name] = { value: setValue, error: setError, start: started };
  return <p data-testid={name}>{current ?? 'none'}</p>;
}

describe('useCurrentError (issue 26)', () => {
  it('shows an error until its input changes, and a new error after that', () => {
    setters = {};
    render(<Form name="email" />);
    act(() => setters.email!.error('That e-mail already has an account'));
    expect(screen.getByTestId('email').textContent).toBe('That e-mail already has an account');
    act(() => setters.email!.value('someone@else.com'));
    expect(screen.getByTestId('email').textContent).toBe('none');
    act(() => setters.email!.error('Enter a valid e-mail address'));
    expect(screen.getByTestId('email').textContent).toBe('Enter a valid e-mail address');
  });

  it('puts one form’s error away when another form on the page starts its action, not its own', () => {
    setters = {};
    render(
      <>
        <Form name="email" />
        <Form name="avatar" />
      </>,
    );
    act(() => setters.email!.error('That e-mail already has an account'));
    act(() => setters.email!.start());
    expect(screen.getByTestId('email').textContent).toBe('That e-mail already has an account');
    act(() => setters.avatar!.start());
    expect(screen.getByTestId('email').textContent).toBe('none');
  });
});
