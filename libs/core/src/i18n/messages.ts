import { fillMessage, type MessageParams } from './catalogues.js';
import { enMessages, type MessageCatalogue, type MessageKey } from './english.js';
import { frMessages } from './french.js';

/**
 * Messages the server sends back as `errorMessage` and the console shows as validation hints.
 * One file per feature and language (en/<feature>.ts, fr/<feature>.ts), joined into one
 * catalogue per language (english.ts, french.ts). Placeholders are written %{name}.
 */
export { enMessages, frMessages, type MessageCatalogue, type MessageKey };
export { fillMessage, loadMessages, type MessageParams } from './catalogues.js';

/** A message in a language, at once: the server's way (the console uses `loadMessages`). */
export function translate(
  key: MessageKey,
  params: MessageParams = {},
  languageId: number | null | undefined = 1,
): string {
  return fillMessage((languageId === 2 ? frMessages : enMessages)[key], params);
}

/** A message to be rendered in the reader's language: its key and its placeholders. */
export interface Message {
  key: MessageKey;
  params?: MessageParams;
}
