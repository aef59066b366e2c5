import { useEffect, useId, useRef, useState } from 'react';

// Errors that no longer apply leave the screen (issue 26), the same way on every form: an action's error shows until
// the person changes what it was about, or starts another action on the page (whose own outcome is what matters
// now). Trying the same action again shows its new outcome: a new error is a new value.

const ACTION_STARTED = 'nfc:action-started';

/**
 * `error` (an urql error, a message: any value) while it still applies: hidden once one of `inputs` changes or another
 * form on the page calls its `started()`. Call `started()` when this form's own action begins.
 */
export function useCurrentError<E>(error: E | null | undefined, inputs: readonly unknown[]) {
  const [putAway, setPutAway] = useState<E | null>(null);
  const latest = useRef(error);
  latest.current = error;
  const source = useId();

  // What the inputs were when last seen: a change puts the error of that moment away (a ref, not state: it is read
  // in the same render, and repeating the render changes nothing).
  const seen = useRef(inputs);
  const changedWith = useRef<E | null>(null);
  if (
    seen.current.length !== inputs.length ||
    seen.current.some((value, i) => !Object.is(value, inputs[i]))
  ) {
    seen.current = inputs;
    changedWith.current = error ?? null;
  }

  useEffect(() => {
    const onStarted = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== source && latest.current)
        setPutAway(() => latest.current ?? null);
    };
    window.addEventListener(ACTION_STARTED, onStarted);
    return () => window.removeEventListener(ACTION_STARTED, onStarted);
  }, [source]);

  return {
    current: error && error !== changedWith.current && error !== putAway ? error : undefined,
    /** Says this form's action began: every other form on the page puts its old error away. */
    started: () => window.dispatchEvent(new CustomEvent(ACTION_STARTED, { detail: source })),
  };
}
