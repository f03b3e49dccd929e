/**
 * The server's English messages, one file per feature (named as its folder in libs/core/src and
 * apps/api/src); 'common' holds the platform's. messages.ts joins them into one catalogue.
 */
export { common } from './common.js';
export { users } from './users.js';
export { audit } from './audit.js';
export { privacy } from './privacy.js';
export { hierarchy } from './hierarchy.js';
export { abbyUpdates } from './abby-updates.js';
export { genieReleases } from './genie-releases.js';
export { memoryAlbums } from './memory-albums.js';
export { rollouts } from './rollouts.js';
export { invitations } from './invitations.js';
export { expressions } from './expressions.js';
export { abbyProfiles } from './abby-profiles.js';
export { communityPlaylists } from './community-playlists.js';
export { messages } from './messages.js';
export { kioskEmails } from './kiosk-emails.js';
export { messagePurges } from './message-purges.js';
export { media } from './media.js';
export { devices } from './devices.js';
export { kiosks } from './kiosks.js';
export { residents } from './residents.js';
export { keyTags } from './key-tags.js';
export { buttonConfigs } from './button-configs.js';
export { offlineAlerts } from './offline-alerts.js';
