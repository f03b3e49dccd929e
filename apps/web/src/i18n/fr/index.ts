import type { Catalogue } from '../en';
import type { Translations } from '../translations.type';
import { common } from './common';
import { home } from './home';
import { navigation } from './navigation';
import { profile } from './profile';
import { session } from './session';
import { shell } from './shell';

/** The French catalogue, loaded lazily; typed as the English one so a missing key fails to compile. */
export const fr: Translations<Catalogue> = { common, shell, navigation, session, home, profile };
