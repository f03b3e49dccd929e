import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import type { RolloutFieldError, RolloutForm } from '../utils/rollout-form.util';

/**
 * A rollout's form as typed, and its problems field by field: what the New Rollout dialog and the
 * release dialogs that roll out (decision 0079) share. A change clears the problems of the fields
 * it names.
 */
export function useRolloutForm(initial: () => RolloutForm) {
  const { t } = useTranslation(['rollouts', 'common']);
  const translateMessage = useTranslateMessage();
  const [form, setForm] = useState<RolloutForm>(initial);
  const [errors, setErrors] = useState<readonly RolloutFieldError[]>([]);

  const errorOf = useCallback(
    (field: string): string | null => {
      const error = errors.find((e) => e.field === field);
      if (!error) return null;
      return 'formKey' in error ? t(`rollouts:errors.${error.formKey}`) : translateMessage(error);
    },
    [errors, t, translateMessage],
  );
  const change = useCallback((next: RolloutForm, ...fields: string[]) => {
    setForm(next);
    setErrors((list) => list.filter((e) => !fields.includes(e.field)));
  }, []);
  const reset = useCallback(() => {
    setForm(initial());
    setErrors([]);
  }, [initial]);

  return { form, errors, setErrors, change, errorOf, reset };
}

export type RolloutFormState = ReturnType<typeof useRolloutForm>;
