import type { MessageCatalogue } from './english.js';
import * as fr from './fr/index.js';

/**
 * The server's messages in French, one file per feature (fr/<feature>.ts), each typed by its
 * English one, so a missing or extra key fails to compile.
 */
export const frMessages: MessageCatalogue = {
  ...fr.common,
  ...fr.users,
  ...fr.audit,
  ...fr.privacy,
  ...fr.hierarchy,
  ...fr.abbyUpdates,
  ...fr.genieReleases,
  ...fr.memoryAlbums,
  ...fr.rollouts,
  ...fr.invitations,
  ...fr.expressions,
  ...fr.abbyProfiles,
  ...fr.communityPlaylists,
  ...fr.messages,
  ...fr.kioskEmails,
  ...fr.messagePurges,
  ...fr.media,
  ...fr.devices,
  ...fr.kiosks,
  ...fr.residents,
  ...fr.keyTags,
  ...fr.buttonConfigs,
  ...fr.offlineAlerts,
};
