import type { offlineAlerts as en } from '../en/offline-alerts.js';
import type { Translations } from '../translations.type.js';

export const offlineAlerts: Translations<typeof en> = {
  'offlineAlerts.graceRange': 'Le délai de grâce doit être compris entre 1 seconde et %{max} heures.',
  'offlineAlerts.graceMinutesRange':
    'Le délai de grâce doit être un nombre entier de minutes compris entre %{min} et %{max}.',
  'offlineAlerts.timeInvalid': '« %{time} » n’est pas une heure de la journée comme 07:00.',
  'offlineAlerts.dayEmpty': 'La journée doit commencer et finir à des heures différentes.',
  'offlineAlerts.quietDayInvalid':
    'Les jours calmes sont des jours de la semaine, de 1 (lundi) à 7 (dimanche).',
  'offlineAlerts.quietHoursTooMany': 'Au plus %{max} périodes calmes peuvent être définies.',
  'offlineAlerts.quietHoursEmpty': 'Les heures calmes doivent commencer et finir à des heures différentes.',
  'offlineAlerts.timeZoneInvalid': '« %{timeZone} » n’est pas un fuseau horaire connu.',
};
