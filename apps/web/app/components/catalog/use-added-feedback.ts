import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a buy button says the product was added before it offers the add again. */
export const ADDED_FEEDBACK_MS = 2000;

/**
 * Issue 20: a buy button says "added" for a moment after an add, then offers the add again (it
 * used to keep saying "added" until a reload). Returns the flag, the call that starts the
 * moment, and a call that ends it at once (another variation chosen).
 */
export function useAddedFeedback(): readonly [boolean, () => void, () => void] {
  const [added, setAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setAdded(false);
  }, []);
  const markAdded = useCallback(() => {
    clearTimeout(timer.current);
    setAdded(true);
    timer.current = setTimeout(() => setAdded(false), ADDED_FEEDBACK_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [added, markAdded, clear] as const;
}
