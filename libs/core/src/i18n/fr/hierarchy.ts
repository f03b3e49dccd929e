import type { hierarchy as en } from '../en/hierarchy.js';
import type { Translations } from '../translations.type.js';

export const hierarchy: Translations<typeof en> = {
  'hierarchy.nameRequired': 'Le nom est obligatoire',
  'hierarchy.nameMaxChars': 'Le nom doit contenir au plus %{max} caractères',
  'hierarchy.nameAlphaSpaces': 'Le nom ne peut contenir que des lettres et des espaces',
  'organization.notFound': 'Cette organisation n’existe plus.',
  'organization.nameTaken': 'Une organisation nommée %{name} existe déjà.',
  'organization.hasFacility':
    '%{name} a encore 1 établissement qui lui est assigné. Veuillez d’abord retirer l’établissement.',
  'organization.hasFacilities':
    '%{name} a encore %{count} établissements qui lui sont assignés. Veuillez d’abord retirer les établissements.',
  'organization.hasDomainManager':
    '%{name} a encore 1 gestionnaire de domaine qui lui est assigné. Veuillez d’abord retirer l’utilisateur.',
  'organization.hasDomainManagers':
    '%{name} a encore %{count} gestionnaires de domaine qui lui sont assignés. Veuillez d’abord retirer les utilisateurs.',
  'domain.notFound': 'Ce domaine n’existe plus.',
  'domain.organizationRequired': 'L’organisation est obligatoire',
  'domain.organizationNotFound': 'L’organisation choisie n’existe plus.',
  'domain.facilityRequired': 'Choisissez au moins un établissement',
  'domain.facilityNotFound': 'Un établissement choisi n’existe plus.',
  'domain.facilityTaken': '%{facility} appartient déjà au domaine %{domain}.',
  'domain.lastInOrganization':
    'Impossible de supprimer %{name} : c’est le dernier domaine de l’organisation.',
  'domain.hasManagers':
    '%{name} a encore des gestionnaires de domaine assignés : %{names}. Veuillez d’abord les retirer.',
  'domain.noInternalDomain': 'Aucun domaine interne trouvé',
  'facility.notFound': 'Cet établissement n’existe plus.',
  'facility.streetMaxChars': 'La rue ne peut pas dépasser %{max} caractères',
  'facility.cityMaxChars': 'La ville ne peut pas dépasser %{max} caractères',
  'facility.countryInvalid': 'Le pays doit être le Canada ou les États-Unis',
  'facility.provStateInvalid': 'Choisissez une province ou un état du pays choisi',
  'facility.domainNotFound': 'Le domaine choisi n’existe plus.',
  'facility.hasKiosks':
    '%{name} héberge encore les kiosques %{serials}. Veuillez d’abord les supprimer ou les déplacer.',
  'facility.hasDomain':
    '%{name} est encore assigné au domaine %{domain}. Veuillez d’abord le retirer du domaine.',
  'facility.lastOfDomain':
    '%{name} est le seul établissement du domaine %{domain}, et un domaine en a besoin d’un. Ajoutez d’abord un autre établissement à %{domain}.',
};
