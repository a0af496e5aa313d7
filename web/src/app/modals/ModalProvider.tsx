import { useCallback, useMemo, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { ModalContext } from './modalContext';
import { MODAL_COMPONENTS } from './modalRegistry';
import type { ModalControls, ModalKind, ModalManager, ModalPropsMap, OpenModal } from './modalTypes';

export interface ModalProviderProps {
  children: ReactNode;
}

function renderModal<K extends ModalKind>(kind: K, props: ModalPropsMap[K], onClose: () => void) {
  const Component = MODAL_COMPONENTS[kind] as ComponentType<ModalPropsMap[K] & ModalControls>;
  return <Component key={kind} {...props} onClose={onClose} />;
}

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
      {current ? renderModal(current.kind, current.props, () => close()) : null}
    </ModalContext.Provider>
  );
}
