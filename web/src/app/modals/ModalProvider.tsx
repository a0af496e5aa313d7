import { useCallback, useMemo, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { ModalContext } from '../../shared/modals/modalContext';
import type { ModalControls, ModalKind, ModalManager, ModalPropsMap, OpenModal } from '../../shared/modals/modalTypes';
import { MODAL_COMPONENTS } from './modalRegistry';

export interface ModalProviderProps {
  children: ReactNode;
}

interface ActiveModalProps {
  modal: OpenModal;
  onClose: () => void;
}

/** The open modal's component, with its props (the registry pairs each kind with its props). */
function ActiveModal({ modal, onClose }: ActiveModalProps) {
  const Component = MODAL_COMPONENTS[modal.kind] as ComponentType<OpenModal['props'] & ModalControls>;
  return <Component {...modal.props} onClose={onClose} />;
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
      {current ? <ActiveModal key={current.kind} modal={current} onClose={() => close()} /> : null}
    </ModalContext.Provider>
  );
}
