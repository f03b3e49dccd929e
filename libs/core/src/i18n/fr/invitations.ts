import type { invitations as en } from '../en/invitations.js';
import type { Translations } from '../translations.type.js';

export const invitations: Translations<typeof en> = {
  'invitation.messageRequired': 'Le message est obligatoire',
  'invitation.messageTooLong': 'Le message ne peut pas dépasser %{max} caractères',
  'invitation.notFound': 'Cette invitation n’existe plus.',
  'invitation.defaultKept':
    'Une invitation par défaut ne peut pas être supprimée : chaque nouvel Abby commence avec elle.',
  'invitation.inUse':
    'Kiosques Abby qui offrent cette invitation : %{count}. Retirez-la de leurs réglages avant de la supprimer.',
};
