/**
 * Every table's TypeORM entity, for the data source and for generating migrations: the engine's
 * own tables and each slice's read models (each slice exports its `*_ENTITIES` from its index).
 */
import { EVENT_SOURCING_ENTITIES } from '@ambient/event-sourcing';
import { ALBUM_ENTITIES } from './memory-albums/index.js';
import { AUDIT_ENTITIES } from './audit/index.js';
import { KIOSK_PLAYLIST_ENTITIES } from './community-playlists/index.js';
import { ABBY_PROFILE_ENTITIES } from './abby-profiles/index.js';
import { ROLLOUT_ENTITIES } from './rollouts/index.js';
import { MESSAGE_ENTITIES } from './messages/index.js';
import { KIOSK_EMAIL_ENTITIES } from './kiosk-emails/index.js';
import { MESSAGE_PURGE_ENTITIES } from './message-purges/index.js';
import { ABBY_UPDATE_ENTITIES } from './abby-updates/index.js';
import { BUTTON_CONFIG_ENTITIES } from './button-configs/index.js';
import { DEVICE_CREDENTIAL_ENTITIES, FLEET_ENTITIES } from './devices/index.js';
import { GENIE_RELEASE_ENTITIES } from './genie-releases/index.js';
import { HIERARCHY_ENTITIES } from './hierarchy/index.js';
import { KEY_TAG_ENTITIES } from './key-tags/index.js';
import { EXPRESSION_ENTITIES } from './expressions/index.js';
import { INVITATION_ENTITIES } from './invitations/index.js';
import { KIOSK_ENTITIES } from './kiosks/index.js';
import { MEDIA_ENTITIES } from './media/index.js';
import { OFFLINE_ALERT_ENTITIES } from './offline-alerts/index.js';
import { RESIDENT_ENTITIES } from './residents/index.js';
import { RESIDENT_METRICS_ENTITIES } from './resident-metrics/index.js';
import { USER_ENTITIES } from './users/index.js';

export const ENTITIES = [
  ...EVENT_SOURCING_ENTITIES,
  ...USER_ENTITIES,
  ...HIERARCHY_ENTITIES,
  ...INVITATION_ENTITIES,
  ...EXPRESSION_ENTITIES,
  ...KIOSK_ENTITIES,
  ...RESIDENT_ENTITIES,
  ...KEY_TAG_ENTITIES,
  ...BUTTON_CONFIG_ENTITIES,
  ...GENIE_RELEASE_ENTITIES,
  ...ABBY_UPDATE_ENTITIES,
  ...DEVICE_CREDENTIAL_ENTITIES,
  ...FLEET_ENTITIES,
  ...MEDIA_ENTITIES,
  ...ALBUM_ENTITIES,
  ...ROLLOUT_ENTITIES,
  ...OFFLINE_ALERT_ENTITIES,
  ...MESSAGE_ENTITIES,
  ...KIOSK_EMAIL_ENTITIES,
  ...MESSAGE_PURGE_ENTITIES,
  ...AUDIT_ENTITIES,
  ...KIOSK_PLAYLIST_ENTITIES,
  ...ABBY_PROFILE_ENTITIES,
  ...RESIDENT_METRICS_ENTITIES,
];
