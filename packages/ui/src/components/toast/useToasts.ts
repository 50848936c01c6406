import { useCallback, useRef, useState } from 'react';
import type { ToastMessage } from './ToastStack';

/** Toast list state for one widget instance: `push` returns the new toast's id. */
export function useToasts() {
  const [toasts, setToasts] = useState<readonly ToastMessage[]>([]);
  const nextId = useRef(0);
  const push = useCallback((toast: Omit<ToastMessage, 'id'>) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setToasts((list) => [...list, { ...toast, id }]);
    return id;
  }, []);
  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  return { toasts, push, dismiss };
}
