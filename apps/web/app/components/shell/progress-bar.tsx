import { type CSSProperties, useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Spec 2 and 9: the progress bar shows for navigations longer than 200 ms and runs for 5000 ms. */
export const progressThrottleMs = 200;
export const progressDurationMs = 5000;
/** How long the full bar stays before it fades. */
const finishMs = 300;

type Phase = 'idle' | 'loading' | 'done';

/**
 * Spec 2: the slim progress bar during navigation. It appears only when a navigation takes
 * longer than the 200 ms throttle, then fills toward the end over 5000 ms (styles/shell.css
 * animates it: no script per frame) and completes when the page arrives.
 */
export function ProgressBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (busy) {
      const timer = window.setTimeout(() => setPhase('loading'), progressThrottleMs);
      return () => window.clearTimeout(timer);
    }
    setPhase((current) => (current === 'loading' ? 'done' : current));
  }, [busy]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = window.setTimeout(() => setPhase('idle'), finishMs);
    return () => window.clearTimeout(timer);
  }, [phase]);

  return (
    <div
      className="progress-bar"
      data-phase={phase}
      aria-hidden="true"
      style={{ '--progress-duration': `${progressDurationMs}ms` } as CSSProperties}
    >
      <div className="progress-bar__fill" />
    </div>
  );
}
