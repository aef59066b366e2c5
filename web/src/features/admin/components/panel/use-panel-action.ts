import { useCallback, useRef, useState } from 'react';
import type { CombinedError, OperationResult } from 'urql';
import { errorMessage } from '../../../../lib/error-message';

export interface PanelAction {
  /** True while any action of the panel is on the wire: every action button is disabled meanwhile. */
  busy: boolean;
  /** Which action is on the wire, so only its button shows the spinner. */
  running: string | null;
  /**
   * Sends one action unless another is still in flight (a double click sends one request). Resolves true when the
   * server accepted it.
   */
  run: (name: string, send: () => Promise<OperationResult>, success: string) => Promise<boolean>;
}

export interface PanelFeedback {
  message: string | null;
  error: string | null;
}

/** A refused transition (409) means the order moved on elsewhere: say so, beside the lab's own reason. */
function actionError(error: CombinedError): string {
  const conflict = error.graphQLErrors.some((e) => e.extensions?.code === 'CONFLICT');
  const text = errorMessage(error) ?? 'Something went wrong.';
  return conflict ? `Not done: ${text} The order is shown as it is now.` : text;
}

/** One in-flight action at a time for the staff panel, with its outcome for the panel's live regions. */
export function usePanelAction(onConflict: () => void): PanelAction & PanelFeedback {
  const [running, setRunning] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<PanelFeedback>({ message: null, error: null });
  const inFlight = useRef(false);

  const run = useCallback<PanelAction['run']>(
    async (name, send, success) => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setRunning(name);
      setFeedback({ message: null, error: null });
      try {
        const result = await send();
        if (result.error) {
          setFeedback({ message: null, error: actionError(result.error) });
          if (result.error.graphQLErrors.some((e) => e.extensions?.code === 'CONFLICT')) onConflict();
          return false;
        }
        setFeedback({ message: success, error: null });
        return true;
      } finally {
        inFlight.current = false;
        setRunning(null);
      }
    },
    [onConflict],
  );

  return { busy: running !== null, running, run, ...feedback };
}
