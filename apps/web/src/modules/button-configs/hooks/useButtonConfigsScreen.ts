import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigDetail } from '@ambient/core';
import { useDeleteFlow, useEntityDialog } from '../../../ui/resource';
import { feedback } from '../../../ui/feedback/feedback.store';
import { configDetailPayloadOf, isUnchanged, type ConfigDetailForm } from '../utils/config-detail-form.util';
import { useButtonConfigsManager } from './useButtonConfigsManager';
import { useConfigDetailMutations } from './useConfigDetailMutations';
import { useReferenceLabels } from './useReferenceLabels';

/** Button Configs (spec 02 §2 "Genie configuration"): pick a configuration, manage its details. */
export function useButtonConfigsScreen() {
  const { t } = useTranslation('buttonConfigs');
  const query = useButtonConfigsManager();
  const mutations = useConfigDetailMutations();
  const dialog = useEntityDialog<ConfigDetail>();
  const [chosenConfigId, setConfigId] = useState<number | null>(null);

  const configs = query.data?.configs ?? [];
  const buttons = query.data?.buttons ?? [];
  const buttonActions = query.data?.buttonActions ?? [];
  const labels = useReferenceLabels(buttons, buttonActions);
  const config = configs.find((c) => c.id === chosenConfigId) ?? configs[0] ?? null;
  const details = (query.data?.configDetails ?? []).filter((d) => d.configId === config?.id);
  // A non-configurable button's row offers no delete (spec 02 §4); there is no pre-check.
  const deletion = useDeleteFlow<ConfigDetail>(null, (detail) =>
    mutations.remove.mutate(detail.id, {
      onSuccess: () => feedback.notify(t('deleted', { button: labels.buttonLabel(detail.buttonId) })),
    }),
  );

  return {
    loading: query.isPending,
    configs,
    config,
    chooseConfig: (id: number) => setConfigId(id),
    buttons,
    buttonActions,
    labels,
    details,
    dialog,
    saving: mutations.create.isPending || mutations.update.isPending,
    save: (form: ConfigDetailForm, detail: ConfigDetail | null) => {
      if (!config) return;
      const payload = configDetailPayloadOf(form, config.id);
      const button = labels.buttonLabel(payload.buttonId ?? 0);
      if (detail && isUnchanged(payload, detail)) {
        dialog.close();
        return;
      }
      const done = (key: 'added' | 'saved') => {
        feedback.notify(t(key, { button }));
        dialog.close();
      };
      if (detail) mutations.update.mutate({ ...payload, id: detail.id }, { onSuccess: () => done('saved') });
      else mutations.create.mutate(payload, { onSuccess: () => done('added') });
    },
    deletion,
  };
}
