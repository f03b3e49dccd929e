import { useCallback, useEffect, useRef, useState } from 'react';
import { Timings, type KeyTag } from '@ambient/core';

interface KeyTagDialogState {
  isOpen: boolean;
  /** The mapping being edited; null in create mode. */
  target: KeyTag | null;
  /** Changes whenever the form must start over. */
  formKey: number;
  /** The kiosk a fresh create form starts with. */
  initialKioskId: number | null;
}

/**
 * The Create / Edit Mapping dialog (spec 02 §2, §4): create or edit mode, the form reset about
 * 300 ms after closing, a fresh form on the same kiosk after a create when Auto-close is off,
 * and edit mode for a mapping just created whose assignment still has to go through.
 */
export function useKeyTagDialog() {
  const [state, setState] = useState<KeyTagDialogState>({
    isOpen: false,
    target: null,
    formKey: 0,
    initialKioskId: null,
  });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const openFor = useCallback((target: KeyTag | null) => {
    window.clearTimeout(timer.current);
    setState((s) => ({ isOpen: true, target, formKey: s.formKey + 1, initialKioskId: null }));
  }, []);

  const close = useCallback(() => {
    setState((s) => ({ ...s, isOpen: false }));
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setState((s) => (s.isOpen ? s : { ...s, target: null, formKey: s.formKey + 1, initialKioskId: null }));
    }, Timings.dialogResetMs);
  }, []);

  /** Auto-close off: the form starts over, keeping the kiosk, resident Unassigned. */
  const restart = useCallback((kioskId: number | null) => {
    setState((s) => ({ isOpen: true, target: null, formKey: s.formKey + 1, initialKioskId: kioskId }));
  }, []);

  /** The form stays as typed but now edits `row` (a create whose next step failed). */
  const retarget = useCallback((row: KeyTag) => setState((s) => ({ ...s, target: row })), []);

  return { ...state, openFor, close, restart, retarget };
}
