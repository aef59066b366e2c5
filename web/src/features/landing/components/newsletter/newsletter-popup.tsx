import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { NEWSLETTER_CLOSE_DELAY_MS, SIGNUP_PROMPT_DELAY_MS, shouldOfferSignup } from '../../lib/newsletter';
import { useStoredSubscriber } from './subscriber-store';

// The prompt's dialog loads when it first opens (15 s after load), not with every public page.
const PromptDialog = lazy(() => import('./newsletter-prompt').then((m) => ({ default: m.PromptDialog })));

/** Set for the rest of the browser session once the visitor closes the prompt, so it does not nag. */
export const PROMPT_DISMISSED_KEY = 'filmlab.newsletterPromptDismissed';

function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(PROMPT_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed() {
  try {
    window.sessionStorage.setItem(PROMPT_DISMISSED_KEY, '1');
  } catch {
    // Without session storage the prompt may come back on the next load; nothing worse.
  }
}

interface NewsletterPopupProps {
  /** Logged-in people are never prompted (spec §2). */
  loggedIn: boolean;
}

/**
 * The newsletter sign-up prompt (spec §2): opens SIGNUP_PROMPT_DELAY_MS after load for a visitor who is neither
 * subscribed nor logged in, and not again in this browser session once closed. After a successful sign-up it
 * thanks the visitor and closes itself NEWSLETTER_CLOSE_DELAY_MS later. Renders nothing on the server: the
 * timer starts in an effect.
 */
export function NewsletterPopup({ loggedIn }: NewsletterPopupProps) {
  const subscriber = useStoredSubscriber();
  const offer = shouldOfferSignup({ subscribed: subscriber !== null, loggedIn });
  const [open, setOpen] = useState(false);
  const [joined, setJoined] = useState(false);

  useEffect(() => {
    if (!offer || open || wasDismissed()) return;
    const timer = setTimeout(() => setOpen(true), SIGNUP_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [offer, open]);

  const close = useCallback(() => {
    rememberDismissed();
    setOpen(false);
    setJoined(false);
  }, []);

  // The callback of spec §2: fires NEWSLETTER_CLOSE_DELAY_MS after the sign-up succeeded.
  useEffect(() => {
    if (!joined) return;
    const timer = setTimeout(close, NEWSLETTER_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [joined, close]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PromptDialog joined={joined} onClose={close} onSubscribed={() => setJoined(true)} />
    </Suspense>
  );
}
