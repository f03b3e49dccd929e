import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translate, type Message } from '@ambient/core';
import { languageIdOf, toLocale } from './locale.util';

/** Renders a message of @ambient/core (validation rules, server messages) in the current language. */
export function useTranslateMessage(): (message: Message) => string {
  const { i18n } = useTranslation();
  const languageId = languageIdOf(toLocale(i18n.language));
  return useCallback((message: Message) => translate(message.key, message.params, languageId), [languageId]);
}
