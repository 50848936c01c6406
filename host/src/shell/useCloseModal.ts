import { useCallback } from 'react';
import { useApp } from '../appContext';
import { closeModal } from './embedding';

/**
 * What a page gives a widget's `onClose`: back in history inside a same-origin parent frame; at the top level,
 * back when the tab has an earlier page (the one that opened this), otherwise an in-app navigation to
 * `fallbackPath` (a link opened in a new tab has nothing to go back to).
 */
export function useCloseModal(fallbackPath: string): () => void {
  const { router, win } = useApp();
  return useCallback(
    () =>
      closeModal(() => (win.history.length > 1 ? win.history.back() : router.navigate(fallbackPath)), win),
    [router, win, fallbackPath],
  );
}
