import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ModalContext } from '../../shared/modals/modalContext';
import type { ModalKind, ModalManager, ModalPropsMap, OpenModal } from '../../shared/modals/modalTypes';

export interface ModalProviderProps {
  children: ReactNode;
}

// The modals and the dialog machinery under them load when the first one opens: every page has
// this provider, but most visits never open a modal, so they stay out of the first paint.
const ActiveModal = lazy(() => import('./ActiveModal').then((m) => ({ default: m.ActiveModal })));

/** Holds the one open modal (spec §4: a request while one is open is ignored) and renders it. */
export function ModalProvider({ children }: ModalProviderProps) {
  const [current, setCurrent] = useState<OpenModal | null>(null);
  // Decided synchronously, so two requests in the same tick still open only the first.
  const currentRef = useRef<OpenModal | null>(null);
  const [trialExtensionOffered, setTrialExtensionOffered] = useState(true);

  const open = useCallback(<K extends ModalKind>(kind: K, props: ModalPropsMap[K]) => {
    if (currentRef.current) return false;
    const next = { kind, props } as OpenModal;
    currentRef.current = next;
    setCurrent(next);
    return true;
  }, []);

  const close = useCallback((kind?: ModalKind) => {
    if (!currentRef.current || (kind && currentRef.current.kind !== kind)) return;
    currentRef.current = null;
    setCurrent(null);
  }, []);

  const markTrialExtensionRequested = useCallback(() => setTrialExtensionOffered(false), []);

  const manager = useMemo<ModalManager>(
    () => ({ current, open, close, trialExtensionOffered, markTrialExtensionRequested }),
    [current, open, close, trialExtensionOffered, markTrialExtensionRequested],
  );

  return (
    <ModalContext.Provider value={manager}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <ActiveModal key={current.kind} modal={current} onClose={() => close()} />
        </Suspense>
      ) : null}
    </ModalContext.Provider>
  );
}
