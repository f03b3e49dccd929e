import type { MessageCatalogue } from './english.js';

export type MessageParams = Record<string, string | number>;

/** A template with its placeholders filled; a placeholder without a value is left as written. */
export function fillMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/%\{(\w+)\}/g, (_, name: string) =>
    params[name] === undefined ? `%{${name}}` : String(params[name]),
  );
}

/**
 * One language's catalogue, fetched when first needed. The console calls this instead of
 * `translate` (messages.ts), and no module of its first load imports the catalogues, so that
 * load carries neither language and a French reader fetches only the French one (decision 0114).
 * The server keeps the synchronous `translate`.
 */
export function loadMessages(languageId: number | null | undefined): Promise<MessageCatalogue> {
  return languageId === 2
    ? import('./french.js').then((m) => m.frMessages)
    : import('./english.js').then((m) => m.enMessages);
}
