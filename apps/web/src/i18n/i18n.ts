import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Namespace } from './en';
import { browserLocale } from './locale.util';

/** English ships in the bundle; French is fetched the first time it is needed. */
const lazyFrench: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    if (!language.startsWith('fr')) {
      callback(null, (en as Record<string, ResourceKey>)[namespace] ?? {});
      return;
    }
    import('./fr')
      .then(({ fr }) => callback(null, (fr as Record<string, ResourceKey>)[namespace] ?? {}))
      .catch((error: unknown) => callback(error instanceof Error ? error : String(error), false));
  },
};

export const namespaces = Object.keys(en) as Namespace[];

export function initI18n(): Promise<unknown> {
  return i18n
    .use(lazyFrench)
    .use(initReactI18next)
    .init({
      lng: browserLocale(),
      fallbackLng: 'en',
      supportedLngs: ['en', 'fr'],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      ns: namespaces,
      defaultNS: 'common',
      resources: { en },
      partialBundledLanguages: true,
      returnNull: false,
      interpolation: { prefix: '%{', suffix: '}', escapeValue: false },
      react: { useSuspense: true },
    });
}

export { i18n };
