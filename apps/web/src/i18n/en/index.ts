import { common } from './common';
import { home } from './home';
import { navigation } from './navigation';
import { profile } from './profile';
import { session } from './session';
import { shell } from './shell';

/** The English catalogue, one namespace per feature. It is the reference for every language. */
export const en = { common, shell, navigation, session, home, profile } as const;
export type Catalogue = typeof en;
export type Namespace = keyof Catalogue;
