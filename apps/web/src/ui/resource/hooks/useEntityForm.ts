import { useCallback, useState } from 'react';
import type { FieldError } from '@ambient/core';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';

/**
 * A dialog form's values and the rules it broke. Messages are the @ambient/core catalogue's,
 * the same texts the server sends, in the reader's language.
 */
export function useEntityForm<F extends object>(initial: () => F, validate: (form: F) => FieldError[]) {
  const translateMessage = useTranslateMessage();
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);

  const setField = useCallback(<K extends keyof F & string>(key: K, value: F[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((list) => list.filter((e) => e.field !== key));
  }, []);

  return {
    form,
    setForm,
    setField,
    errorOf: (field: keyof F & string): string | null => {
      const error = errors.find((e) => e.field === field);
      return error ? translateMessage(error) : null;
    },
    clearError: (field: keyof F & string) => setErrors((list) => list.filter((e) => e.field !== field)),
    /** Checks the form; true when it can be sent. */
    check: (): boolean => {
      const found = validate(form);
      setErrors(found);
      return found.length === 0;
    },
  };
}
