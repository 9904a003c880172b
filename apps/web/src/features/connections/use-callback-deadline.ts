import { useEffect, useState } from 'react';
import { CALLBACK_DEADLINE_MS } from './callback-outcome';

/** Whether the callback screen has been open longer than `CALLBACK_DEADLINE_MS`. */
export function useCallbackDeadline(): boolean {
  const [hasPassed, setHasPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setHasPassed(true), CALLBACK_DEADLINE_MS);
    return () => clearTimeout(timer);
  }, []);
  return hasPassed;
}
