import type { common as en } from '../en/common.js';
import type { Translations } from '../translations.type.js';

export const common: Translations<typeof en> = {
  'error.internal': 'Une erreur s’est produite. Veuillez réessayer.',
  'error.unauthorized': 'Votre session a pris fin. Veuillez vous reconnecter.',
  'error.forbidden': 'Vous n’êtes pas autorisé à faire ceci.',
  'error.notFound': 'L’élément demandé est introuvable.',
  'error.conflict': 'Quelqu’un d’autre a modifié cet élément en même temps. Veuillez réessayer.',
  'error.badRequest': 'La demande n’est pas valide.',
  'error.tooLarge': 'Le fichier est trop volumineux.',
  'error.noFile': 'Aucun fichier n’a été sélectionné.',
  'error.invalidField': 'Le champ « %{field} » n’est pas valide.',
  'error.invalidText':
    'La demande contient des caractères non permis (un caractère nul ou un caractère brisé).',
  'error.tooDeep': 'La demande est imbriquée trop profondément.',
  'error.uriTooLong': 'L’adresse de la demande est trop longue.',
  'error.metricsRefused':
    'Les métriques ne sont montrées qu’avec le jeton des métriques, ou sur cette machine quand aucun jeton n’est défini.',
  'idempotency.keyReused':
    'Cette clé Idempotency-Key a déjà servi pour une autre demande. Utilisez une nouvelle clé pour une nouvelle demande.',
  'idempotency.inProgress':
    'Une demande avec cette clé Idempotency-Key est encore en traitement. Réessayez dans un instant.',
  'idempotency.answerForgotten':
    'Cette demande a déjà été faite, mais sa réponse n’est plus conservée. Rechargez pour voir le résultat.',
  'idempotency.answerWithheld':
    'Cette demande a déjà été faite, mais sa réponse contenait un secret, qui n’est jamais conservé. Faites une nouvelle demande pour en obtenir un nouveau.',
  'idempotency.keyUnverifiable':
    'Une demande avec cette clé Idempotency-Key a été faite avant le changement de la clé de données du serveur\u202f: impossible de savoir si c’est celle-ci. Rechargez pour voir si elle a été faite, puis utilisez une nouvelle clé.',
  'name.personChars':
    'Un nom peut contenir des lettres, des espaces, des traits d’union, des apostrophes et des points, et commence par une lettre',
  'name.placeChars':
    "Un nom peut contenir des lettres, des chiffres, des espaces et - ' . , & ( ) / #, et commence par une lettre ou un chiffre",
  'jobs.notFailed': 'Cette tâche n’a pas échoué, ou n’existe plus.',
};
