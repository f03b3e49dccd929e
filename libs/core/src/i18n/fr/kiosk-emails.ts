import type { kioskEmails as en } from '../en/kiosk-emails.js';
import type { Translations } from '../translations.type.js';

export const kioskEmails: Translations<typeof en> = {
  'kioskEmail.messageRequired': 'Le message du courriel est obligatoire',
  'kioskEmail.messageTooLong': 'Le message ne peut pas dépasser %{max} caractères',
  'kioskEmail.residentRequired': 'Le résident est obligatoire',
  'kioskEmail.tooManyResidents': 'Un Geniegramme va au plus à %{max} résidents.',
  'kioskEmail.tooManyAttachments': 'Un Geniegramme contient au plus %{max} pièces jointes.',
  'kioskEmail.kindsMixed': 'Un Geniegramme contient des images et des sons, ou des vidéos, pas les deux.',
  'kioskEmail.mediaNotInLibrary':
    'Un Geniegramme ne prend que des médias de la bibliothèque du kiosque ou de la bibliothèque publique.',
  'kioskEmail.genieOnly': 'Les Geniegrammes ne vont qu’aux kiosques Genie.',
  'kioskEmail.adminsDoNotSend': 'Les administrateurs lisent les Geniegrammes mais n’en envoient pas.',
  'kioskEmail.kioskNotFound': 'Ce kiosque n’existe plus.',
  'kioskEmail.sent': 'Votre Geniegramme a été envoyé.',
  'kioskEmail.notFound': 'Ce Geniegramme n’existe plus.',
};
