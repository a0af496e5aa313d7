import { createContext, useContext } from 'react';
import type { ModalManager } from './modalTypes';

export const ModalContext = createContext<ModalManager | null>(null);

/** The modal manager (spec §4: one modal at a time). */
export function useModals(): ModalManager {
  const manager = useContext(ModalContext);
  if (!manager) throw new Error('useModals must be used inside <ModalProvider>.');
  return manager;
}
