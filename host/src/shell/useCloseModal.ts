import { useCallback } from 'react';
import { useApp } from '../appContext';
import { closeModal } from './embedding';

/**
 * What a page gives a widget's `onClose`: back in history inside a same-origin parent frame, otherwise an
 * in-app navigation to `fallbackPath`.
 */
export function useCloseModal(fallbackPath: string): () => void {
  const { router, win } = useApp();
  return useCallback(() => closeModal(() => router.navigate(fallbackPath), win), [router, win, fallbackPath]);
}
