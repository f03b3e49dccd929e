import type { rollouts as en } from '../en/rollouts.js';
import type { Translations } from '../translations.type.js';

export const rollouts: Translations<typeof en> = {
  'rollout.nameRequired': 'Le nom est obligatoire',
  'rollout.nameTooLong': 'Le nom ne peut dépasser %{max} caractères',
  'rollout.noKiosks': 'Aucun kiosque n’a besoin de cette mise à jour.',
  'rollout.tooManyGroups': 'Un déploiement compte au plus %{max} groupes.',
  'rollout.groupNameRequired': 'Chaque groupe doit avoir un nom.',
  'rollout.emptyGroup': 'Le groupe « %{group} » ne compte aucun kiosque.',
  'rollout.kioskTwice': 'Le kiosque %{serial} est dans deux groupes.',
  'rollout.thresholds': 'Les seuils sont des pourcentages entiers ; le seuil de réussite est d’au moins 1.',
  'rollout.notFound': 'Ce déploiement n’existe plus.',
  'rollout.ended': 'Ce déploiement est terminé.',
  'rollout.running': 'Un déploiement de cette mise à jour est déjà en cours.',
  'rollout.levelUnknown': 'Le niveau %{level} n’a pas été publié ; le plus récent est le %{latest}.',
};
