import type { messagePurges as en } from '../en/message-purges.js';
import type { Translations } from '../translations.type.js';

export const messagePurges: Translations<typeof en> = {
  'messagePurge.notFound': 'Cette purge de messages n’existe pas.',
  'messagePurge.purged': 'Message et médias supprimés.',
  'messagePurge.sharedMediaKept':
    'Message supprimé ; %{count} média(s) d’une bibliothèque partagée conservé(s).',
  'messagePurge.mediaHeld':
    'Message supprimé ; %{count} média(s) conservé(s) : autre chose les utilise encore.',
  'messagePurge.mediaFailed': 'Message supprimé, mais ses médias n’ont pas pu être retirés.',
  'messagePurge.messageFailed': 'Le message n’a pas pu être supprimé ; la prochaine purge réessaiera.',
};
