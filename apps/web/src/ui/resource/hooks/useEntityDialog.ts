import { useCallback, useEffect, useRef, useState } from 'react';
import { Timings } from '@ambient/core';

interface EntityDialogState<T> {
  isOpen: boolean;
  /** The row being edited; null in new mode. */
  target: T | null;
  /** Changes whenever the form must start over: on opening, and ~300 ms after closing. */
  formKey: number;
}

/**
 * A create/edit dialog's open state (spec 01 §4): new mode or edit mode, and the form reset
 * about 300 ms after closing, once the closing animation is over.
 */
export function useEntityDialog<T>() {
  const [state, setState] = useState<EntityDialogState<T>>({ isOpen: false, target: null, formKey: 0 });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const openFor = useCallback((target: T | null) => {
    window.clearTimeout(timer.current);
    setState((s) => ({ isOpen: true, target, formKey: s.formKey + 1 }));
  }, []);

  const close = useCallback(() => {
    setState((s) => ({ ...s, isOpen: false }));
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setState((s) => (s.isOpen ? s : { isOpen: false, target: null, formKey: s.formKey + 1 }));
    }, Timings.dialogResetMs);
  }, []);

  return { ...state, openFor, close };
}
