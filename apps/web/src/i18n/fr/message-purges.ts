import type { messagePurges as en } from '../en/message-purges';
import type { Translations } from '../translations.type';

export const messagePurges: Translations<typeof en> = {
  title: 'Purges de messages',
  table: 'Tableau des purges de messages',
  noPurges: 'Aucune purge de messages trouvée',
  openDetails: 'Ouvrir les détails de la purge %{id}',
  columns: {
    id: 'Id',
    datePurged: 'Date de la purge',
    numMessages: 'Messages',
    numWarnings: 'Avertissements',
    numErrors: 'Erreurs',
  },
  details: {
    title: 'Détails de la purge de messages - %{date}',
    table: 'Tableau des détails de la purge de messages',
    empty: 'Aucun détail de purge de messages trouvé',
    close: 'Fermer',
    warning: 'Avertissement',
    error: 'Erreur',
    columns: {
      kiosk: 'Kiosque',
      resident: 'Résident',
      user: 'Utilisateur',
      direction: 'Direction',
      lastOpened: 'Ouvert',
      subject: 'Objet',
      type: 'Type',
      statusMessage: 'Message d’état',
    },
  },
  directions: {
    toResident: 'De l’utilisateur au résident',
    toUser: 'Du résident à l’utilisateur',
  },
  types: {
    text: 'Texte',
    image: 'Image',
    audio: 'Voix',
    video: 'Vidéo',
  },
};
