import type { messages as en } from '../en/messages.js';
import type { Translations } from '../translations.type.js';

export const messages: Translations<typeof en> = {
  'message.textRequired': 'Le message est obligatoire',
  'message.titleRequired': 'Le titre est obligatoire',
  'message.titleTooLong': 'Le titre ne peut pas dépasser %{max} caractères',
  'message.subjectTooLong': 'L’objet ne peut pas dépasser %{max} caractères',
  'message.textTooLong': 'Le message ne peut pas dépasser %{max} caractères',
  'message.residentRequired': 'Veuillez choisir au moins un résident.',
  'message.sent': 'Votre message a bien été envoyé !',
  'message.notFound': 'Ce message n’existe plus.',
  'message.blobNotFound': 'Cette pièce jointe n’est plus dans le message.',
  'message.notAContact': 'Cette personne n’est pas un contact du résident.',
  'message.notRecipient': 'Seul le destinataire d’un message peut le marquer comme ouvert.',
  'message.notAllowed': 'Vous ne pouvez pas envoyer ni modifier ce message.',
  'message.kindMismatch': 'Les pièces jointes d’un message sont toutes de son type.',
  'message.mediaNotInLibrary':
    'Un message ne prend que des médias de la bibliothèque du résident ou de la bibliothèque publique.',
  'message.notVoice': 'Ce message n’a pas d’enregistrement vocal.',
  'message.tooManyAttachments': 'Un message contient au plus %{max} pièces jointes.',
  'message.notModerator': 'Seul le personnel qui voit le résident peut approuver ou refuser ce message.',
  'message.notAwaiting': 'Ce message n’attend pas d’approbation.',
  'message.declineReasonTooLong': 'Le motif ne peut pas dépasser %{max} caractères.',
};
