import type { Catalogue } from '../en';
import type { Translations } from '../translations.type';
import { abbyUpdates } from './abbyUpdates';
import { adminDashboard } from './adminDashboard';
import { buttonConfigs } from './buttonConfigs';
import { common } from './common';
import { domains } from './domains';
import { eventLogs } from './eventLogs';
import { expressions } from './expressions';
import { facilities } from './facilities';
import { fleet } from './fleet';
import { history } from './history';
import { home } from './home';
import { invitations } from './invitations';
import { keyTags } from './keyTags';
import { media } from './media';
import { albums } from './albums';
import { communityPlaylists } from './communityPlaylists';
import { abbyProfiles } from './abbyProfiles';
import { messages } from './messages';
import { kioskEmails } from './kioskEmails';
import { messagePurges } from './messagePurges';
import { kioskDashboard } from './kioskDashboard';
import { kiosks } from './kiosks';
import { navigation } from './navigation';
import { offlineAlerts } from './offlineAlerts';
import { organizations } from './organizations';
import { people } from './people';
import { profile } from './profile';
import { residentDashboard } from './residentDashboard';
import { residents } from './residents';
import { residentMetrics } from './residentMetrics';
import { rollouts } from './rollouts';
import { session } from './session';
import { shell } from './shell';

/** The French catalogue, loaded lazily; typed as the English one so a missing key fails to compile. */
export const fr: Translations<Catalogue> = {
  common,
  shell,
  navigation,
  session,
  home,
  profile,
  organizations,
  domains,
  facilities,
  adminDashboard,
  kiosks,
  kioskDashboard,
  residents,
  residentDashboard,
  residentMetrics,
  keyTags,
  buttonConfigs,
  people,
  abbyUpdates,
  fleet,
  media,
  albums,
  communityPlaylists,
  abbyProfiles,
  offlineAlerts,
  messages,
  kioskEmails,
  messagePurges,
  rollouts,
  eventLogs,
  invitations,
  expressions,
  history,
};
