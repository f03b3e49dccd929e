import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isErasedName } from '@ambient/core';

/**
 * How the console shows a person's name (a resident's, a user's): as it is, or, for a person
 * whose personal data was erased (their name reads `[erased]`, decision 0024), a translated
 * label. Every screen that shows a person's name goes through it; what is sent back stays the
 * name as read.
 */
export function usePersonName(): (name: string | null | undefined) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (name: string | null | undefined) => (name && isErasedName(name) ? t('erasedPerson') : (name ?? '')),
    [t],
  );
}
