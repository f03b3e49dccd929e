import { useCallback, useState } from 'react';
import type { KioskKind, RolloutGroupsRequest } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { newRolloutForm, rolloutGroupsOf, validateRolloutGroups } from '../utils/rollout-form.util';
import { useRolloutForm } from './useRolloutForm';

/**
 * A release dialog's choice (decision 0079): tell every kiosk now (the spec's behaviour, the
 * default) or roll out in groups, with the New Rollout form's groups and defaults.
 */
export function useReleaseRollout(kioskKind: KioskKind) {
  const { t } = useTranslation(['rollouts', 'common']);
  const [inGroups, setInGroups] = useState(false);
  const initial = useCallback(
    () => ({
      ...newRolloutForm(
        { pilot: t('rollouts:form.pilot'), everyoneElse: t('rollouts:form.everyoneElse') },
        kioskKind,
      ),
      name: t('rollouts:release.name'),
    }),
    [t, kioskKind],
  );
  const state = useRolloutForm(initial);
  const { form, setErrors, reset: resetForm } = state;

  /**
   * What the release sends: nothing to tell every kiosk now, the groups to roll out, or null when
   * the groups need fixing (their problems are then shown).
   */
  const request = useCallback((): RolloutGroupsRequest | undefined | null => {
    if (!inGroups) return undefined;
    const found = validateRolloutGroups(form);
    setErrors(found);
    return found.length === 0 ? rolloutGroupsOf(form, t('rollouts:form.overridesGroup')) : null;
  }, [inGroups, form, setErrors, t]);

  const reset = useCallback(() => {
    setInGroups(false);
    resetForm();
  }, [resetForm]);

  return { inGroups, setInGroups, state, request, reset };
}

export type ReleaseRollout = ReturnType<typeof useReleaseRollout>;
