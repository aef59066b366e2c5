import type { Step } from './draft';
import styles from './editor.module.css';

interface StepListProps {
  steps: { step: Step; title: string }[];
  current: Step;
  /** Going back to an earlier step; later ones are reached with Continue, which checks the step first. */
  onGo: (step: Step) => void;
}

/** The order's steps along a strip of film: done frames can be revisited, the current one is marked. */
export function StepList({ steps, current, onGo }: StepListProps) {
  const currentIndex = steps.findIndex((s) => s.step === current);
  return (
    <nav aria-label="Order steps">
      <ol className={styles.steps}>
        {steps.map(({ step, title }, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
          const label = (
            <>
              <span className={styles.stepFrame} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span>{title}</span>
            </>
          );
          return (
            <li key={step} className={styles.stepItem} data-state={state}>
              {state === 'done' ? (
                <button type="button" className={styles.stepLink} onClick={() => onGo(step)}>
                  {label}
                  <span className="visually-hidden"> (done, go back)</span>
                </button>
              ) : (
                <span className={styles.stepLink} aria-current={state === 'current' ? 'step' : undefined}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
