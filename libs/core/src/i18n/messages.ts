/**
 * Messages the server sends back as `errorMessage` and the console shows as validation hints.
 * One catalogue per language; the French one is typed as the English one so a missing key
 * fails to compile. Placeholders are written %{name}.
 */
export const enMessages = {
  'error.internal': 'Something went wrong. Please try again.',
  'error.unauthorized': 'Your session has ended. Please sign in again.',
  'error.forbidden': 'You are not allowed to do this.',
  'error.notFound': 'The requested item was not found.',
  'error.conflict': 'Someone else changed this item at the same time. Please try again.',
  'error.badRequest': 'The request is not valid.',
  'error.tooLarge': 'The file is too large.',
  'error.noFile': 'No file was selected.',
  'profile.nameRequired': 'Name is required',
  'profile.nameMaxChars': 'Name must be %{max} characters or less',
  'profile.nameAlpha': 'Name may contain letters and spaces only',
  'profile.nicknameMaxChars': 'Display name must be %{max} characters or less',
  'profile.languageInvalid': 'Language must be English or French',
  'profile.defaultResidentInvalid': 'The default resident must be one of your residents',
  'profile.resolutionTooLow':
    'Resolution too low (%{width} x %{height} pixels). The picture must be at least %{min} x %{min} pixels.',
  'profile.pictureNotImage': 'The file is not an image.',
  'password.required': 'Password is required',
  'password.minChars': 'Password must be at least %{min} characters',
  'signIn.invalid': 'Wrong email or password.',
  'signIn.locked':
    'This account is blocked after %{count} failed sign-in attempts. Ask an administrator to unblock it.',
  'user.notFound': 'User not found.',
  'user.emailTaken': 'A user with this email already exists.',
  'hierarchy.nameRequired': 'Name is required',
  'hierarchy.nameMaxChars': 'Name must be %{max} characters or less',
  'hierarchy.nameAlphaSpaces': 'Name may contain letters and spaces only',
  'organization.notFound': 'This organization no longer exists.',
  'organization.hasFacility':
    '%{name} still has 1 Facility assigned to it. Please unassign the facility first.',
  'organization.hasFacilities':
    '%{name} still has %{count} Facilities assigned to it. Please unassign the facilities first.',
  'organization.hasDomainManager':
    '%{name} still has 1 Domain Manager assigned to it. Please unassign the user first.',
  'organization.hasDomainManagers':
    '%{name} still has %{count} Domain Managers assigned to it. Please unassign the users first.',
  'domain.notFound': 'This domain no longer exists.',
  'domain.organizationRequired': 'Organization is required',
  'domain.organizationNotFound': 'The chosen organization no longer exists.',
  'domain.facilityRequired': 'Choose at least one facility',
  'domain.facilityNotFound': 'A chosen facility no longer exists.',
  'domain.facilityTaken': '%{facility} already belongs to the domain %{domain}.',
  'domain.lastInOrganization': "Could not delete %{name} because it's the last domain in the organization.",
  'domain.hasManagers': '%{name} still has domain managers assigned: %{names}. Please unassign them first.',
  'domain.noInternalDomain': 'No internal domain found',
  'facility.notFound': 'This facility no longer exists.',
  'facility.streetMaxChars': 'Street cannot exceed %{max} characters',
  'facility.cityMaxChars': 'City cannot exceed %{max} characters',
  'facility.countryInvalid': 'Country must be Canada or United States',
  'facility.provStateInvalid': 'Choose a province or state of the chosen country',
  'facility.domainNotFound': 'The chosen domain no longer exists.',
  'facility.hasKiosks': '%{name} still hosts kiosks %{serials}. Please delete or move them first.',
  'facility.hasDomain':
    '%{name} is still assigned to the domain %{domain}. Please unassign it from the domain first.',
  'release.invalidFilename': 'Filename not valid. Expected a zip file.',
} as const;

export type MessageKey = keyof typeof enMessages;
export type MessageCatalogue = { readonly [K in MessageKey]: string };

export const frMessages: MessageCatalogue = {
  'error.internal': "Une erreur s'est produite. Veuillez réessayer.",
  'error.unauthorized': 'Votre session a pris fin. Veuillez vous reconnecter.',
  'error.forbidden': "Vous n'êtes pas autorisé à faire ceci.",
  'error.notFound': "L'élément demandé est introuvable.",
  'error.conflict': "Quelqu'un d'autre a modifié cet élément en même temps. Veuillez réessayer.",
  'error.badRequest': "La demande n'est pas valide.",
  'error.tooLarge': 'Le fichier est trop volumineux.',
  'error.noFile': "Aucun fichier n'a été sélectionné.",
  'profile.nameRequired': 'Le nom est obligatoire',
  'profile.nameMaxChars': 'Le nom doit contenir au plus %{max} caractères',
  'profile.nameAlpha': 'Le nom ne peut contenir que des lettres et des espaces',
  'profile.nicknameMaxChars': "Le nom d'affichage doit contenir au plus %{max} caractères",
  'profile.languageInvalid': 'La langue doit être le français ou l’anglais',
  'profile.defaultResidentInvalid': "Le résident par défaut doit être l'un de vos résidents",
  'profile.resolutionTooLow':
    'Résolution trop faible (%{width} x %{height} pixels). La photo doit faire au moins %{min} x %{min} pixels.',
  'profile.pictureNotImage': "Le fichier n'est pas une image.",
  'password.required': 'Le mot de passe est obligatoire',
  'password.minChars': 'Le mot de passe doit contenir au moins %{min} caractères',
  'signIn.invalid': 'Courriel ou mot de passe incorrect.',
  'signIn.locked':
    'Ce compte est bloqué après %{count} tentatives de connexion échouées. Demandez à un administrateur de le débloquer.',
  'user.notFound': 'Utilisateur introuvable.',
  'user.emailTaken': 'Un utilisateur avec ce courriel existe déjà.',
  'hierarchy.nameRequired': 'Le nom est obligatoire',
  'hierarchy.nameMaxChars': 'Le nom doit contenir au plus %{max} caractères',
  'hierarchy.nameAlphaSpaces': 'Le nom ne peut contenir que des lettres et des espaces',
  'organization.notFound': "Cette organisation n'existe plus.",
  'organization.hasFacility':
    "%{name} a encore 1 installation qui lui est assignée. Veuillez d'abord retirer l'installation.",
  'organization.hasFacilities':
    "%{name} a encore %{count} installations qui lui sont assignées. Veuillez d'abord retirer les installations.",
  'organization.hasDomainManager':
    "%{name} a encore 1 gestionnaire de domaine qui lui est assigné. Veuillez d'abord retirer l'utilisateur.",
  'organization.hasDomainManagers':
    "%{name} a encore %{count} gestionnaires de domaine qui lui sont assignés. Veuillez d'abord retirer les utilisateurs.",
  'domain.notFound': "Ce domaine n'existe plus.",
  'domain.organizationRequired': "L'organisation est obligatoire",
  'domain.organizationNotFound': "L'organisation choisie n'existe plus.",
  'domain.facilityRequired': 'Choisissez au moins une installation',
  'domain.facilityNotFound': "Une installation choisie n'existe plus.",
  'domain.facilityTaken': '%{facility} appartient déjà au domaine %{domain}.',
  'domain.lastInOrganization':
    "Impossible de supprimer %{name} : c'est le dernier domaine de l'organisation.",
  'domain.hasManagers':
    "%{name} a encore des gestionnaires de domaine assignés : %{names}. Veuillez d'abord les retirer.",
  'domain.noInternalDomain': 'Aucun domaine interne trouvé',
  'facility.notFound': "Cette installation n'existe plus.",
  'facility.streetMaxChars': 'La rue ne peut pas dépasser %{max} caractères',
  'facility.cityMaxChars': 'La ville ne peut pas dépasser %{max} caractères',
  'facility.countryInvalid': 'Le pays doit être le Canada ou les États-Unis',
  'facility.provStateInvalid': 'Choisissez une province ou un état du pays choisi',
  'facility.domainNotFound': "Le domaine choisi n'existe plus.",
  'facility.hasKiosks':
    "%{name} héberge encore les kiosques %{serials}. Veuillez d'abord les supprimer ou les déplacer.",
  'facility.hasDomain':
    "%{name} est encore assignée au domaine %{domain}. Veuillez d'abord la retirer du domaine.",
  'release.invalidFilename': 'Nom de fichier non valide. Un fichier zip est attendu.',
};

export type MessageParams = Record<string, string | number>;

export function translate(
  key: MessageKey,
  params: MessageParams = {},
  languageId: number | null | undefined = 1,
): string {
  const template = (languageId === 2 ? frMessages : enMessages)[key];
  return template.replace(/%\{(\w+)\}/g, (_, name: string) =>
    params[name] === undefined ? `%{${name}}` : String(params[name]),
  );
}

/** A message to be rendered in the reader's language: its key and its placeholders. */
export interface Message {
  key: MessageKey;
  params?: MessageParams;
}
