import { use, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fillMessage, type Message, type MessageCatalogue } from '@ambient/core';
import { i18n, SERVER_MESSAGES } from './i18n';
import { languageIdOf, toLocale } from './locale.util';

/** The load of the server's messages in each language, started once, for React to wait on. */
const loading = new Map<string, Promise<void>>();

const catalogueOf = (language: string) =>
  i18n.getResourceBundle(language, SERVER_MESSAGES) as MessageCatalogue | undefined;

/** Suspends the component until the catalogue has arrived, as a namespace of its own does. */
function waitForCatalogue(language: string): void {
  if (catalogueOf(language)) return;
  let load = loading.get(language);
  if (!load) {
    load = i18n.loadNamespaces(SERVER_MESSAGES);
    loading.set(language, load);
  }
  use(load);
}

/**
 * Renders a message of @ambient/core (validation rules, server messages) in the current
 * language. The catalogue is fetched the first time a component needs it, in the reader's
 * language only (decision 0114); once fetched, a change of language loads the other one before
 * any text changes, as for the console's own namespaces.
 */
export function useTranslateMessage(): (message: Message) => string {
  const { i18n: current } = useTranslation();
  const language = languageIdOf(toLocale(current.language)) === 2 ? 'fr' : 'en';
  const translateMessage = useCallback(
    (message: Message) => fillMessage(catalogueOf(language)?.[message.key] ?? message.key, message.params),
    [language],
  );
  waitForCatalogue(language);
  return translateMessage;
}
