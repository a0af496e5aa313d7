import { useCallback, useSyncExternalStore } from 'react';

function secondsLeft(deadline: number | null, now: number): number {
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1_000));
}

/** Whole seconds left until `deadline` (epoch ms), re-rendering each second until it passes. */
export function useSecondsUntil(deadline: number | null): number {
  // The clock is outside React: subscribe to its ticks, read it when React asks for the value.
  const subscribe = useCallback(
    (onTick: () => void) => {
      if (deadline === null || deadline <= Date.now()) return () => undefined;
      const timer = setInterval(() => {
        onTick();
        if (Date.now() >= deadline) clearInterval(timer);
      }, 1_000);
      return () => clearInterval(timer);
    },
    [deadline],
  );
  return useSyncExternalStore(subscribe, () => secondsLeft(deadline, Date.now()));
}
