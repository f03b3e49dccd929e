import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Button, ButtonAction, ButtonConfig } from '@ambient/core';
import type { Catalogue } from '../../../i18n/en';

type Labels = Catalogue['buttonConfigs'];

/** The reference data's ids, by translation key; anything else shows the server's English text. */
const CONFIGS: Record<number, keyof Labels['configs']> = { 1: 'standard', 2: 'simple', 3: 'memoryCare' };
const BUTTONS: Record<number, keyof Labels['buttons']> = {
  1: 'red',
  2: 'green',
  3: 'blue',
  4: 'yellow',
  5: 'power',
  6: 'volume',
};
const ACTIONS: Record<number, keyof Labels['actions']> = {
  1: 'showMessages',
  2: 'showPhotos',
  3: 'showVideos',
  4: 'playMusic',
  5: 'callFamily',
  6: 'screenOnOff',
  7: 'changeVolume',
};

/** Names of configurations, buttons and actions in the interface language. */
export function useReferenceLabels(buttons: readonly Button[], actions: readonly ButtonAction[]) {
  const { t } = useTranslation('buttonConfigs');
  const configName = useCallback(
    (config: ButtonConfig): string => {
      const key = CONFIGS[config.id];
      return key ? t(`configs.${key}.name`) : config.name;
    },
    [t],
  );
  const configDescription = useCallback(
    (config: ButtonConfig): string => {
      const key = CONFIGS[config.id];
      return key ? t(`configs.${key}.description`) : config.description;
    },
    [t],
  );
  const buttonLabel = useCallback(
    (id: number): string => {
      const key = BUTTONS[id];
      return key ? t(`buttons.${key}`) : (buttons.find((b) => b.id === id)?.description ?? String(id));
    },
    [t, buttons],
  );
  const actionLabel = useCallback(
    (id: number): string => {
      const key = ACTIONS[id];
      const name = key ? t(`actions.${key}`) : (actions.find((a) => a.id === id)?.description ?? String(id));
      return actions.find((a) => a.id === id)?.isSystem ? t('system', { action: name }) : name;
    },
    [t, actions],
  );
  return { configName, configDescription, buttonLabel, actionLabel };
}
