import 'i18next';
import type { Catalogue } from './en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Catalogue;
    returnNull: false;
    interpolationPrefix: '%{';
    interpolationSuffix: '}';
  }
}
