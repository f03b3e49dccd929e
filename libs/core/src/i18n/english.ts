import * as en from './en/index.js';

/**
 * The server's messages in English, one file per feature (en/<feature>.ts) joined into one
 * catalogue. It is the reference for every language: its keys are the message keys.
 */
export const enMessages = {
  ...en.common,
  ...en.users,
  ...en.audit,
  ...en.privacy,
  ...en.hierarchy,
  ...en.abbyUpdates,
  ...en.genieReleases,
  ...en.memoryAlbums,
  ...en.rollouts,
  ...en.invitations,
  ...en.expressions,
  ...en.abbyProfiles,
  ...en.communityPlaylists,
  ...en.messages,
  ...en.kioskEmails,
  ...en.messagePurges,
  ...en.media,
  ...en.devices,
  ...en.kiosks,
  ...en.residents,
  ...en.keyTags,
  ...en.buttonConfigs,
  ...en.offlineAlerts,
} as const;

export type MessageKey = keyof typeof enMessages;
export type MessageCatalogue = { readonly [K in MessageKey]: string };
