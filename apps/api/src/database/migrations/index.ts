import { Initial1795254135822 } from './1795254135822-Initial.js';
import { IdSequences1795254135900 } from './1795254135900-IdSequences.js';
import { KioskResidentFields1795256402911 } from './1795256402911-KioskResidentFields.js';
import { KeyTags1795256449090 } from './1795256449090-KeyTags.js';
import { SearchIndexes1795257600000 } from './1795257600000-SearchIndexes.js';
import { EVENT_SOURCING_MIGRATIONS } from '@ambient/event-sourcing';
import { GenieReleases1795415430454 } from './1795415430454-GenieReleases.js';
import { SessionsAndLocks1795900000000 } from './1795900000000-SessionsAndLocks.js';
import { IdempotencyKeys1796000000000 } from './1796000000000-IdempotencyKeys.js';
import { CredentialsOutOfTheLog1796100000000 } from './1796100000000-CredentialsOutOfTheLog.js';
import { SealedTeamviewerPasswords1796100000100 } from './1796100000100-SealedTeamviewerPasswords.js';
import { PersonalDataSealed1796100000300 } from './1796100000300-PersonalDataSealed.js';
import { PeopleEmailAndPasswordFacts1796200000000 } from './1796200000000-PeopleEmailAndPasswordFacts.js';
import { AbbyUpdates1796400000000 } from './1796400000000-AbbyUpdates.js';
import { FleetDeviceStatus1796500000000 } from './1796500000000-FleetDeviceStatus.js';
import { MediaItems1796600000000 } from './1796600000000-MediaItems.js';
import { MemoryAlbums1796700000000 } from './1796700000000-MemoryAlbums.js';
import { Messages1796800000000 } from './1796800000000-Messages.js';
import { OfflineAlerts1796900000000 } from './1796900000000-OfflineAlerts.js';
import { Rollouts1797000000000 } from './1797000000000-Rollouts.js';
import { AuditLog1797200000000 } from './1797200000000-AuditLog.js';
import { KioskPlaylists1797300000000 } from './1797300000000-KioskPlaylists.js';
import { MessageBlobsByMedia1797400000000 } from './1797400000000-MessageBlobsByMedia.js';
import { AuditDescriptions1797500000000 } from './1797500000000-AuditDescriptions.js';
import { AmbientInvitations1797650000000 } from './1797650000000-AmbientInvitations.js';
import { ExpressionTranslations1797700000000 } from './1797700000000-ExpressionTranslations.js';
import { KioskEmails1797800000000 } from './1797800000000-KioskEmails.js';
import { MessagePurges1797900000000 } from './1797900000000-MessagePurges.js';
import { ResidentMetricsSignIns1798000000000 } from './1798000000000-ResidentMetricsSignIns.js';
import { AbbyProfiles1798100000000 } from './1798100000000-AbbyProfiles.js';
import { ModeratedInbox1798200000000 } from './1798200000000-ModeratedInbox.js';
import { GeniegramsOpened1798300000000 } from './1798300000000-GeniegramsOpened.js';
import { AlbumViewings1798400000000 } from './1798400000000-AlbumViewings.js';
import { AuditMedia1798500000000 } from './1798500000000-AuditMedia.js';
import { OverridesThatExpire1798600000000 } from './1798600000000-OverridesThatExpire.js';
import { UserManagerIndexes1796200000100 } from './1796200000100-UserManagerIndexes.js';
import { KioskDeviceCredentials1796300000000 } from './1796300000000-KioskDeviceCredentials.js';

/** Every migration, oldest first. Generate a new one with `npm run migration:generate -- <Name>`. */
export const MIGRATIONS = [
  Initial1795254135822,
  IdSequences1795254135900,
  KioskResidentFields1795256402911,
  KeyTags1795256449090,
  SearchIndexes1795257600000,
  ...EVENT_SOURCING_MIGRATIONS,
  GenieReleases1795415430454,
  SessionsAndLocks1795900000000,
  IdempotencyKeys1796000000000,
  CredentialsOutOfTheLog1796100000000,
  SealedTeamviewerPasswords1796100000100,
  // The engine's PersonKeys1796100000200 (in EVENT_SOURCING_MIGRATIONS) comes between.
  PersonalDataSealed1796100000300,
  // The engine's InlineProjectionClaims1796150000000 (in EVENT_SOURCING_MIGRATIONS) comes between.
  PeopleEmailAndPasswordFacts1796200000000,
  UserManagerIndexes1796200000100,
  KioskDeviceCredentials1796300000000,
  AbbyUpdates1796400000000,
  FleetDeviceStatus1796500000000,
  MediaItems1796600000000,
  MemoryAlbums1796700000000,
  Messages1796800000000,
  OfflineAlerts1796900000000,
  Rollouts1797000000000,
  // The engine's EventStoreAppendedNotice1797100000000 (in EVENT_SOURCING_MIGRATIONS) comes between.
  AuditLog1797200000000,
  KioskPlaylists1797300000000,
  MessageBlobsByMedia1797400000000,
  AuditDescriptions1797500000000,
  AmbientInvitations1797650000000,
  ExpressionTranslations1797700000000,
  KioskEmails1797800000000,
  MessagePurges1797900000000,
  ResidentMetricsSignIns1798000000000,
  AbbyProfiles1798100000000,
  ModeratedInbox1798200000000,
  GeniegramsOpened1798300000000,
  AlbumViewings1798400000000,
  AuditMedia1798500000000,
  OverridesThatExpire1798600000000,
  // The engine's PersonKeyErasedNotice1798700000000 (in EVENT_SOURCING_MIGRATIONS) comes after.
];
