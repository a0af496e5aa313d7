import { useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (epoch ms), re-rendering each second until it passes. */
export function useSecondsUntil(deadline: number | null): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (deadline === null || deadline <= Date.now()) return;
    const timer = setInterval(() => {
      setTick((tick) => tick + 1);
      if (Date.now() >= deadline) clearInterval(timer);
    }, 1_000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1_000));
}
