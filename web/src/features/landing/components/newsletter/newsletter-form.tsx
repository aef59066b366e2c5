import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type CombinedError, useMutation } from 'urql';
import { capitalise, errorMessage } from '../../../../lib/error-message';
import { SubscribeMutation } from '../../api/subscribe';
import { isValidNewsletterEmail, newsletterError } from '../../lib/newsletter';
import styles from './newsletter-form.module.css';
import { type StoredSubscriber, subscriberStore, useStoredSubscriber } from './subscriber-store';

/** How long the button reads 'Submitted' before the form gives way to 'Thanks for joining!'. */
const SUBMITTED_HOLD_MS = 1200;

type NewsletterVariant = 'footer' | 'popup';

interface NewsletterFormProps {
  /** Called once the lab has the address (the popup thanks the visitor and closes itself). */
  onSubscribed?: (subscriber: StoredSubscriber) => void;
  /** 'footer' sits on the dark footer; 'popup' on the paper dialog. */
  variant?: NewsletterVariant;
}

/**
 * The newsletter sign-up (spec §2, §5): an e-mail field and 'Submit', which reads 'Submitted' once the lab has
 * the address. While a subscriber is stored the form shows 'Thanks for joining!'; clicking that forgets the
 * subscriber and brings the form back. Every form on the page reads the same store, so they agree.
 */
export function NewsletterForm({ onSubscribed, variant = 'footer' }: NewsletterFormProps) {
  const subscriber = useStoredSubscriber();
  // True for a moment after this form's own success, so the button can read 'Submitted'.
  const [holding, setHolding] = useState(false);
  // Where focus goes when the view swaps, so keyboard users are not dropped on the page's body.
  const focusNext = useRef<'thanks' | 'email' | null>(null);

  useEffect(() => {
    if (!holding) return;
    const timer = setTimeout(() => setHolding(false), SUBMITTED_HOLD_MS);
    return () => clearTimeout(timer);
  }, [holding]);

  const className = [styles.newsletter, styles[variant]].filter(Boolean).join(' ');

  if (subscriber && !holding) {
    return (
      <div className={className}>
        <ThanksForJoining
          subscriber={subscriber}
          focusOnMount={focusNext.current === 'thanks'}
          onClear={() => {
            focusNext.current = 'email';
            subscriberStore.clear();
          }}
        />
      </div>
    );
  }

  return (
    <div className={className}>
      <SignupFields
        submitted={holding}
        focusOnMount={focusNext.current === 'email'}
        onSuccess={(saved) => {
          focusNext.current = 'thanks';
          // One render for both, or the stored subscriber would flash the thanks before 'Submitted'.
          flushSync(() => {
            setHolding(true);
            subscriberStore.save(saved);
          });
          onSubscribed?.(saved);
        }}
      />
    </div>
  );
}

interface SignupFieldsProps {
  submitted: boolean;
  focusOnMount: boolean;
  onSuccess: (subscriber: StoredSubscriber) => void;
}

function SignupFields({ submitted, focusOnMount, onSuccess }: SignupFieldsProps) {
  const id = useId();
  const [, subscribe] = useMutation(SubscribeMutation);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // A second submit before React re-renders the disabled button must still be ignored.
  const inFlight = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  const valid = isValidNewsletterEmail(email);
  const fieldError = newsletterError(email, touched);
  const errorId = `${id}-error`;
  const serverErrorId = `${id}-server-error`;
  const describedBy = [fieldError && errorId, serverError && serverErrorId].filter(Boolean).join(' ');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || submitted) return;
    if (!valid) {
      setTouched(true);
      return;
    }
    inFlight.current = true;
    setSending(true);
    setServerError(null);
    const result = await subscribe({ email: email.trim() });
    const saved = result.data?.subscribe;
    if (saved && !result.error) {
      onSuccess({ id: saved.id, email: saved.email, zip: saved.zip });
      return;
    }
    const message = subscribeErrorMessage(result.error);
    console.warn(`[newsletter] subscribe failed: ${result.error?.message ?? 'no subscriber in the answer'}`);
    inFlight.current = false;
    setSending(false);
    setServerError(message);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={sending || undefined}>
      <div className={styles.row}>
        <div className={styles.field}>
          {/* The hidden words keep this field apart from a log-in or sign-up form's own Email on the same page. */}
          <label className={styles.label} htmlFor={id}>
            Email <span className="visually-hidden">for the newsletter</span>
          </label>
          <input
            ref={inputRef}
            id={id}
            className={styles.input}
            type="email"
            maxLength={254}
            name="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            placeholder="you@example.com"
            required
            readOnly={submitted}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setServerError(null);
            }}
            onBlur={() => setTouched(true)}
            aria-invalid={fieldError || serverError ? true : undefined}
            aria-describedby={describedBy || undefined}
          />
        </div>
        <button
          type="submit"
          className={styles.submit}
          disabled={!valid || sending || submitted}
          aria-busy={sending || undefined}
        >
          {submitted ? 'Submitted' : 'Submit'}
        </button>
      </div>
      {fieldError && (
        <p id={errorId} className={styles.error}>
          {fieldError}
        </p>
      )}
      {serverError && (
        <p id={serverErrorId} className={styles.error} role="alert">
          {serverError}
        </p>
      )}
    </form>
  );
}

/** The server's words about the address when it had some, else a plain sentence (network trouble included). */
function subscribeErrorMessage(error: CombinedError | undefined): string {
  const aboutInput = error?.graphQLErrors.filter((e) => e.extensions?.code === 'BAD_USER_INPUT') ?? [];
  if (aboutInput.length > 0) return capitalise(aboutInput.map((e) => e.message).join(', '));
  return errorMessage(error) ?? 'We could not add you to the list just now. Please try again.';
}

interface ThanksForJoiningProps {
  subscriber: StoredSubscriber;
  focusOnMount: boolean;
  onClear: () => void;
}

function ThanksForJoining({ subscriber, focusOnMount, onClear }: ThanksForJoiningProps) {
  const hintId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusOnMount) buttonRef.current?.focus();
  }, [focusOnMount]);

  return (
    <div className={styles.thanks}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.thanksButton}
        onClick={onClear}
        aria-describedby={hintId}
      >
        Thanks for joining!
      </button>
      <p id={hintId} className={styles.hint}>
        You're on the list as <span className={styles.address}>{subscriber.email}</span>. Click the note to
        sign up another address.
      </p>
    </div>
  );
}
