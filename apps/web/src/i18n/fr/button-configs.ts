import type { buttonConfigs as en } from '../en/button-configs';
import type { Translations } from '../translations.type';

export const buttonConfigs: Translations<typeof en> = {
  title: 'Configurations des boutons',
  configuration: 'Configuration des boutons',
  table: 'Tableau des détails de la configuration',
  addDetail: 'Ajouter un détail',
  editDetail: 'Modifier le détail',
  columns: {
    button: 'Bouton',
    action: 'Action',
    description: 'Description',
    actions: 'Actions',
  },
  fields: {
    button: 'Bouton',
    action: 'Action',
    description: 'Description',
  },
  system: '%{action} (système)',
  locked: 'Ce bouton fait partie de toutes les configurations : seule sa description peut changer.',
  lockedRow: '%{button} ne peut pas être retiré',
  noDetails: 'Aucun détail trouvé',
  editRow: 'Modifier %{button}',
  deleteRow: 'Supprimer %{button}',
  added: 'Le détail %{button} a été ajouté.',
  saved: 'Le détail %{button} a été enregistré.',
  deleted: 'Le détail %{button} a été supprimé.',
  deleteDialog: {
    title: 'Supprimer le détail ?',
    message: 'Supprimer le détail %{button} (%{action}) de la configuration %{config} ?',
    confirm: 'Supprimer',
  },
  configs: {
    standard: { name: 'Standard', description: 'Quatre boutons : messages, photos, vidéos, appel' },
    simple: { name: 'Simple', description: 'Deux grands boutons : messages et photos' },
    memoryCare: { name: 'Soins de la mémoire', description: 'Les photos et la musique d’abord' },
  },
  buttons: {
    red: 'Bouton rouge',
    green: 'Bouton vert',
    blue: 'Bouton bleu',
    yellow: 'Bouton jaune',
    power: 'Bouton d’alimentation',
    volume: 'Bouton de volume',
  },
  actions: {
    showMessages: 'Afficher les messages',
    showPhotos: 'Afficher les photos',
    showVideos: 'Afficher les vidéos',
    playMusic: 'Jouer de la musique',
    callFamily: 'Appeler la famille',
    screenOnOff: 'Allumer ou éteindre l’écran',
    changeVolume: 'Changer le volume',
  },
};
