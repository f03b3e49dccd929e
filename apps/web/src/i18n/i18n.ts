import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadMessages } from '@ambient/core';
import { catalogueFile } from './catalogue-file.util';
import { NAMESPACES } from './namespaces.constant';
import { FRAME_NAMESPACES } from './frame-namespaces.constant';
import { browserLocale, languageIdOf, toLocale } from './locale.util';

/**
 * The namespace that holds the server's messages (validation hints, refusals): not a console
 * catalogue, so it stays out of the typed resources and `useTranslateMessage` reads it.
 */
export const SERVER_MESSAGES = 'serverMessages';

/**
 * Every namespace is fetched the first time it is needed, in the reader's language only: a
 * screen waits for its texts as it waits for its data (react-i18next suspends until they are
 * loaded), so no key ever shows, and a change of language swaps every text at once when the new
 * language's namespaces have all arrived (decision 0114).
 */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const french = languageIdOf(toLocale(language)) === 2;
    const texts =
      namespace === SERVER_MESSAGES
        ? loadMessages(french ? 2 : 1)
        : loadCatalogue(french ? 'fr' : 'en', namespace);
    texts
      .then((loaded) => callback(null, loaded as ResourceKey))
      .catch((error: unknown) => callback(error instanceof Error ? error : String(error), false));
  },
};

/**
 * One namespace's texts in one language. Each file is a chunk of its own (the frame's are
 * grouped by the build), fetched the first time a screen needs it.
 */
export function loadCatalogue(language: 'en' | 'fr', namespace: string): Promise<object> {
  if (!(NAMESPACES as readonly string[]).includes(namespace)) return Promise.resolve({});
  return import(`./${language}/${catalogueFile(namespace)}.ts`).then(
    (module: Record<string, object>) => module[namespace] ?? {},
  );
}

/**
 * Starts i18next and resolves when the given namespaces are loaded. The console starts with the
 * frame's (each screen brings its own, see `pages/screens.ts`); without an argument every
 * namespace and the server's messages are loaded, as a test that renders any screen needs.
 */
export function initI18n(preload: readonly string[] = [...NAMESPACES, SERVER_MESSAGES]): Promise<unknown> {
  return i18n
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: browserLocale(),
      // The French catalogue has every English key (it is typed by it), so a French reader
      // never needs the English texts as a fallback.
      fallbackLng: { fr: [], default: ['en'] },
      supportedLngs: ['en', 'fr'],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      ns: [...preload],
      defaultNS: 'common',
      returnNull: false,
      interpolation: { prefix: '%{', suffix: '}', escapeValue: false },
      react: { useSuspense: true },
    });
}

/** Fetches namespaces ahead of the screen that needs them, beside the screen's own chunk. */
export function loadNamespaces(names: readonly string[]): Promise<void> {
  return i18n.loadNamespaces([...names]);
}

export { FRAME_NAMESPACES, i18n };
