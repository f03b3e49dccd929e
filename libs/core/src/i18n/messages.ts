import * as en from './en/index.js';
import * as fr from './fr/index.js';

/**
 * Messages the server sends back as `errorMessage` and the console shows as validation hints.
 * One file per feature and language (en/<feature>.ts, fr/<feature>.ts), joined here into one
 * catalogue per language; each French file is typed by its English one, so a missing or extra key
 * fails to compile. Placeholders are written %{name}.
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

export type MessageParams = Record<string, string | number>;

export function translate(
  key: MessageKey,
  params: MessageParams = {},
  languageId: number | null | undefined = 1,
): string {
  const template = (languageId === 2 ? frMessages : enMessages)[key];
  return template.replace(/%\{(\w+)\}/g, (_, name: string) =>
    params[name] === undefined ? `%{${name}}` : String(params[name]),
  );
}

/** A message to be rendered in the reader's language: its key and its placeholders. */
export interface Message {
  key: MessageKey;
  params?: MessageParams;
}
