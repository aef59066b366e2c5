import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'dark' | 'secondary' | 'ghost' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface LookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

function classes({ variant = 'primary', size = 'md', block }: LookProps, extra?: string) {
  return [styles.button, styles[variant], size !== 'md' && styles[size], block && styles.block, extra]
    .filter(Boolean)
    .join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, LookProps {
  /** Shows a spinner and blocks clicks, keeping the label so the button keeps its name. */
  busy?: boolean;
  children: ReactNode;
}

export function Button({ variant, size, block, busy, className, children, disabled, ...rest }: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={classes({ variant, size, block }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner size={16} />}
      {children}
    </button>
  );
}

type ButtonLinkProps = LinkProps & LookProps;

/** A link that looks like a button: for navigation, so it stays a real link for the browser. */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={classes({ variant, size, block }, className)} />;
}
