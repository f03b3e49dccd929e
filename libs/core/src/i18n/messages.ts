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
  'error.invalidField': 'The field %{field} is not valid.',
  'error.invalidText':
    'The request holds characters that are not allowed (a null character or a broken one).',
  'error.tooDeep': 'The request is nested too deeply.',
  'error.uriTooLong': 'The address of the request is too long.',
  'idempotency.keyReused':
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  'idempotency.inProgress':
    'A request with this Idempotency-Key is still being processed. Try again in a moment.',
  'idempotency.answerForgotten':
    'This request was already done, but its answer is no longer kept. Reload to see the result.',
  'profile.nameRequired': 'Name is required',
  'profile.nameMaxChars': 'Name must be %{max} characters or less',
  'profile.nameAlpha': 'Name may contain letters and spaces only',
  'profile.nicknameMaxChars': 'Display name must be %{max} characters or less',
  'profile.languageInvalid': 'Language must be English or French',
  'profile.defaultResidentInvalid': 'The default resident must be one of your residents',
  'profile.resolutionTooLow':
    'Resolution too low (%{width} x %{height} pixels). The picture must be at least %{min} x %{min} pixels.',
  'profile.pictureNotImage': 'The file is not an image.',
  'profile.pictureTooManyPixels':
    'The picture is too large: %{width} × %{height} pixels. At most %{max} million pixels are accepted.',
  'profile.pictureDamaged': 'The picture is damaged or incomplete: its pixels cannot be read.',
  'password.required': 'Password is required',
  'password.minChars': 'Password must be at least %{min} characters',
  'signIn.invalid': 'Wrong email or password.',
  'signIn.locked':
    'This account is blocked after %{count} failed sign-in attempts. Try again later, or ask an administrator to unblock it.',
  'signIn.throttled': 'Too many sign-in attempts. Try again in %{minutes} min.',
  'password.currentRequired': 'Enter your current password.',
  'password.currentWrong': 'The current password is wrong.',
  'user.notFound': 'User not found.',
  'user.emailTaken': 'A user with this email already exists.',
  'user.emailRequired': 'Email required',
  'user.emailInvalid': 'Invalid email',
  'user.emailSpaces': 'An email cannot contain spaces',
  'user.emailFixed': 'The email of an existing account cannot change.',
  'user.roleRequired': 'Role is required',
  'user.domainsRequired': 'Choose at least one domain for a Domain Manager',
  'user.kiosksRequired': 'Choose at least one kiosk for a Kiosk Manager',
  'user.residentsRequired': 'Choose at least one resident for a Family Facilitator or a Virtual Visitor',
  'user.kioskInDomain': 'A chosen kiosk is in a facility of a chosen domain, which already includes it.',
  'user.severalKiosksByAdmins': 'Only an administrator may assign several kiosks.',
  'user.adminBySuperAdmin': 'Only a super administrator may give the Admin role.',
  'user.roleNotAllowed': 'You may not give this role.',
  'user.notEditable': 'You may not change this user.',
  'user.assignmentNotFound': 'A chosen domain, kiosk or resident no longer exists.',
  'user.deleteSelf': 'You cannot delete your own account.',
  'user.notDeletable': 'You may not delete this user.',
  'user.unlinkSelf': 'You cannot remove yourself.',
  'user.unlinkNotLinked': 'This user is not linked to it.',
  'user.unblocked': '%{name} has been unblocked',
  'user.alreadyVerified': 'This user has already chosen a password.',
  'user.passwordLinkInvalid':
    'This link is not valid any more: it was used already or has expired. Ask for a new one.',
  'person.erased': 'The personal data of this person has been erased: it cannot be recorded again.',
  'person.alreadyErased': 'The personal data of this person has already been erased.',
  'person.eraseSelf': 'You cannot erase your own personal data.',
  'hierarchy.nameRequired': 'Name is required',
  'hierarchy.nameMaxChars': 'Name must be %{max} characters or less',
  'hierarchy.nameAlphaSpaces': 'Name may contain letters and spaces only',
  'name.personChars':
    'A name may contain letters, spaces, hyphens, apostrophes and periods, and starts with a letter',
  'name.placeChars':
    "A name may contain letters, digits, spaces and - ' . , & ( ) / #, and starts with a letter or a digit",
  'organization.notFound': 'This organization no longer exists.',
  'organization.nameTaken': 'An organization named %{name} already exists.',
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
  'facility.lastOfDomain':
    '%{name} is the only facility of the domain %{domain}, and a domain needs one. Add another facility to %{domain} first.',
  'abbyActivity.descriptionRequired': 'Descriprion is required',
  'abbyActivity.descriptionMaxChars': 'Description must be %{max} characters or less',
  'abbyActivity.notFound': 'This activity no longer exists.',
  'abbyActivity.invalidFilename': 'Filename not valid. Expected a zip file with the name %{name}',
  'abbyActivity.nextUpdateChanged':
    'Another release was made meanwhile. The next update is now %{next}: reload and release again.',
  'abbyActivity.commentRequired': 'A description of the changes is required',
  'abbyActivity.commentMaxChars': 'The description of the changes must be %{max} characters or less',
  'abbyZip.levelName': 'Filename not valid. Expected a zip file named with its update level, such as 23.zip.',
  'abbyZip.exists': 'The file %{name} already exists',
  'abbyZip.notFound': 'The update %{name} no longer exists.',
  'abbyZip.versionInvalid': 'The version must be 21 or 22.',
  'abbyOverride.notAbby': 'Kiosk %{id} is not an Abby kiosk.',
  'release.invalidFilename': 'Filename not valid. Expected a zip file.',
  'release.zipDamaged': 'The zip archive is damaged or incomplete and cannot be opened.',
  'release.zipUnsafeName': 'The zip archive holds an entry with an unsafe name: %{name}.',
  'release.zipTooManyEntries': 'The zip archive holds more than %{max} entries.',
  'release.zipTooLarge': 'The zip archive expands to more than %{max} GB.',
  'release.zipOverCompressed': 'The zip archive entry %{name} is compressed more than %{max} times.',
  'media.linkInvalid': 'This file link is not valid or has expired. Reload the page to get a new one.',
  'jobs.notFailed': 'This job has not failed, or no longer exists.',
  'kiosk.notFound': 'This kiosk no longer exists.',
  'kiosk.serialRequired': 'S/N is required',
  'kiosk.serialMaxChars': 'S/N cannot be greater than 20 characters',
  'kiosk.serialTaken': 'A kiosk with the S/N %{serial} already exists.',
  'kiosk.nameMaxChars': 'Kiosk name cannot be greater than 100 characters',
  'kiosk.hubSerialDigits': 'Hub Serial Number cannot contain more than 6 digits',
  'kiosk.languageRequired': 'Language is required',
  'kiosk.typeInvalid': 'Choose Abby or Genie',
  'kiosk.phoneInvalid': 'Enter a Canadian or US phone number of at most 20 characters',
  'kiosk.facilityNotFound': 'The chosen facility no longer exists.',
  'kiosk.levelInvalid': 'Choose a level from the list',
  'kiosk.subscriptionInvalid': 'Choose Basic, Advanced or Unlimited',
  'kiosk.invitationInvalid': 'Choose ambient messages from the list',
  'kiosk.buttonConfigInvalid': 'Choose a button configuration from the list',
  'kiosk.hostsResident':
    '%{name} still hosts a resident: %{names}. Delete or move the resident to another kiosk before attempting to delete this kiosk.',
  'kiosk.hostsResidents':
    '%{name} is hosting %{count} residents: %{names}. Delete or move the residents to another kiosk before attempting to delete this kiosk.',
  'kiosk.hasManager':
    '%{name} still has a Kiosk Manager assigned to it: %{names}. You must unassign %{name} from this user before this kiosk can be deleted.',
  'kiosk.hasManagers':
    '%{name} still has %{count} Kiosk Managers associated to it: %{names}. You must unassign %{name} from all of the above users before this kiosk can be deleted.',
  'resident.notFound': 'This resident no longer exists.',
  'resident.valueRequired': 'Value is required',
  'resident.valueMaxChars': 'Value cannot exceed %{max} characters',
  'resident.selectionRequired': 'Selection is required',
  'resident.valueNumeric': 'Value must be numeric',
  'resident.kioskTypeMismatch': 'Choose a kiosk of the resident’s type',
  'resident.keyTagNotFound': 'The chosen key is not one of this kiosk’s free keys.',
  'resident.contactEmailInvalid': 'Enter a valid email',
  'resident.contactNameInvalid':
    'The contact’s name is required, at most 50 characters, with letters, spaces, hyphens, apostrophes and periods only',
  'resident.contactNicknameMaxChars': 'Display name must be 20 characters or less',
  'link.invalid':
    'This link is not valid any more: it was used already, has expired, or is for another account.',
  'link.notOffered': 'This account cannot be linked by email.',
  'link.accepted': 'You are now connected to %{names}.',
  'keyTag.notFound': 'This Key/Tag mapping no longer exists.',
  'keyTag.unassigned': 'Unassigned',
  'keyTag.tagLength': 'Value must contain 10 characters',
  'keyTag.keyNumMax': 'Value cannot exceed 10000',
  'keyTag.keyNumNumeric': 'Value must be positive and numeric',
  'keyTag.keyNumInvalid': 'Invalid Key #',
  'keyTag.assigned': 'This mapping is assigned to %{name}. Unassign it before deleting it.',
  'keyTag.kioskLocked': 'The kiosk of an assigned mapping cannot change.',
  'keyTag.residentNotOnKiosk': 'The resident must live on the mapping’s kiosk and have no other key.',
  'keyTag.tagTaken': 'The tag %{tagId} is already mapped.',
  'config.buttonRequired': 'Button is required',
  'config.actionRequired': 'Action is required',
  'config.descriptionMaxChars': 'Description cannot exceed 50 characters',
  'config.buttonUsed': 'This button is already in the configuration.',
  'config.actionUsed': 'This action is already used in the configuration.',
  'config.notConfigurable': 'This button cannot be changed or removed.',
  'config.buttonFixed': 'This button is part of every configuration already and cannot be added again.',
  'config.detailNotFound': 'This detail no longer exists.',
  'config.notFound': 'This button configuration does not exist.',
} as const;

export type MessageKey = keyof typeof enMessages;
export type MessageCatalogue = { readonly [K in MessageKey]: string };

export const frMessages: MessageCatalogue = {
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
  'idempotency.keyReused':
    'Cette clé Idempotency-Key a déjà servi pour une autre demande. Utilisez une nouvelle clé pour une nouvelle demande.',
  'idempotency.inProgress':
    'Une demande avec cette clé Idempotency-Key est encore en traitement. Réessayez dans un instant.',
  'idempotency.answerForgotten':
    'Cette demande a déjà été faite, mais sa réponse n’est plus conservée. Rechargez pour voir le résultat.',
  'profile.nameRequired': 'Le nom est obligatoire',
  'profile.nameMaxChars': 'Le nom doit contenir au plus %{max} caractères',
  'profile.nameAlpha': 'Le nom ne peut contenir que des lettres et des espaces',
  'profile.nicknameMaxChars': 'Le nom d’affichage doit contenir au plus %{max} caractères',
  'profile.languageInvalid': 'La langue doit être le français ou l’anglais',
  'profile.defaultResidentInvalid': 'Le résident par défaut doit être l’un de vos résidents',
  'profile.resolutionTooLow':
    'Résolution trop faible (%{width} x %{height} pixels). La photo doit faire au moins %{min} x %{min} pixels.',
  'profile.pictureNotImage': 'Le fichier n’est pas une image.',
  'profile.pictureTooManyPixels':
    'L’image est trop grande : %{width} × %{height} pixels. Au plus %{max} millions de pixels sont acceptés.',
  'profile.pictureDamaged': 'L’image est endommagée ou incomplète : ses pixels ne peuvent pas être lus.',
  'password.required': 'Le mot de passe est obligatoire',
  'password.minChars': 'Le mot de passe doit contenir au moins %{min} caractères',
  'signIn.invalid': 'Courriel ou mot de passe incorrect.',
  'signIn.locked':
    'Ce compte est bloqué après %{count} tentatives de connexion échouées. Réessayez plus tard ou demandez à un administrateur de le débloquer.',
  'signIn.throttled': 'Trop de tentatives de connexion. Réessayez dans %{minutes}\u202fmin.',
  'password.currentRequired': 'Entrez votre mot de passe actuel.',
  'password.currentWrong': 'Le mot de passe actuel est incorrect.',
  'user.notFound': 'Utilisateur introuvable.',
  'user.emailTaken': 'Un utilisateur avec ce courriel existe déjà.',
  'user.emailRequired': 'Le courriel est obligatoire',
  'user.emailInvalid': 'Courriel invalide',
  'user.emailSpaces': 'Un courriel ne peut pas contenir d’espaces',
  'user.emailFixed': 'Le courriel d’un compte existant ne peut pas changer.',
  'user.roleRequired': 'Le rôle est obligatoire',
  'user.domainsRequired': 'Choisissez au moins un domaine pour un gestionnaire de domaine',
  'user.kiosksRequired': 'Choisissez au moins un kiosque pour un gestionnaire de kiosque',
  'user.residentsRequired':
    'Choisissez au moins un résident pour un facilitateur familial ou un visiteur virtuel',
  'user.kioskInDomain': 'Un kiosque choisi est dans une installation d’un domaine choisi, qui l’inclut déjà.',
  'user.severalKiosksByAdmins': 'Seul un administrateur peut attribuer plusieurs kiosques.',
  'user.adminBySuperAdmin': 'Seul un super administrateur peut donner le rôle Administrateur.',
  'user.roleNotAllowed': 'Vous ne pouvez pas donner ce rôle.',
  'user.notEditable': 'Vous ne pouvez pas modifier cet utilisateur.',
  'user.assignmentNotFound': 'Un domaine, un kiosque ou un résident choisi n’existe plus.',
  'user.deleteSelf': 'Vous ne pouvez pas supprimer votre propre compte.',
  'user.notDeletable': 'Vous ne pouvez pas supprimer cet utilisateur.',
  'user.unlinkSelf': 'Vous ne pouvez pas vous retirer vous-même.',
  'user.unlinkNotLinked': 'Cet utilisateur n’y est pas lié.',
  'user.unblocked': '%{name} a été débloqué',
  'user.alreadyVerified': 'Cette personne a déjà choisi son mot de passe.',
  'user.passwordLinkInvalid':
    'Ce lien n’est plus valide\u202f: il a déjà servi ou a expiré. Demandez-en un nouveau.',
  'person.erased':
    'Les données personnelles de cette personne ont été effacées : elles ne peuvent plus être enregistrées.',
  'person.alreadyErased': 'Les données personnelles de cette personne ont déjà été effacées.',
  'person.eraseSelf': 'Vous ne pouvez pas effacer vos propres données personnelles.',
  'hierarchy.nameRequired': 'Le nom est obligatoire',
  'hierarchy.nameMaxChars': 'Le nom doit contenir au plus %{max} caractères',
  'hierarchy.nameAlphaSpaces': 'Le nom ne peut contenir que des lettres et des espaces',
  'name.personChars':
    'Un nom peut contenir des lettres, des espaces, des traits d’union, des apostrophes et des points, et commence par une lettre',
  'name.placeChars':
    "Un nom peut contenir des lettres, des chiffres, des espaces et - ' . , & ( ) / #, et commence par une lettre ou un chiffre",
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
  'abbyActivity.descriptionRequired': 'La description est requise',
  'abbyActivity.descriptionMaxChars': 'La description doit comporter %{max}\u00a0caractères ou moins',
  'abbyActivity.notFound': 'Cette activité n’existe plus.',
  'abbyActivity.invalidFilename': 'Nom de fichier non valide. Un fichier zip nommé %{name} est attendu',
  'abbyActivity.nextUpdateChanged':
    'Une autre publication a eu lieu entre-temps. La prochaine mise à jour est maintenant la %{next}\u202f: rechargez et publiez de nouveau.',
  'abbyActivity.commentRequired': 'Une description des changements est requise',
  'abbyActivity.commentMaxChars': 'La description des changements doit comporter %{max}\u00a0caractères ou moins',
  'abbyZip.levelName':
    'Nom de fichier non valide. Un fichier zip nommé d’après son niveau de mise à jour est attendu, par exemple 23.zip.',
  'abbyZip.exists': 'Le fichier %{name} existe déjà',
  'abbyZip.notFound': 'La mise à jour %{name} n’existe plus.',
  'abbyZip.versionInvalid': 'La version doit être 21 ou 22.',
  'abbyOverride.notAbby': 'Le kiosque %{id} n’est pas un kiosque Abby.',
  'release.invalidFilename': 'Nom de fichier non valide. Un fichier zip est attendu.',
  'release.zipDamaged': 'L’archive zip est endommagée ou incomplète et ne peut pas être ouverte.',
  'release.zipUnsafeName': 'L’archive zip contient une entrée au nom dangereux : %{name}.',
  'release.zipTooManyEntries': 'L’archive zip contient plus de %{max} entrées.',
  'release.zipTooLarge': 'L’archive zip décompressée dépasse %{max} Go.',
  'release.zipOverCompressed': 'L’entrée %{name} de l’archive zip est compressée plus de %{max} fois.',
  'media.linkInvalid':
    'Ce lien de fichier n’est pas valide ou a expiré. Rechargez la page pour en obtenir un nouveau.',
  'jobs.notFailed': 'Cette tâche n’a pas échoué, ou n’existe plus.',
  'kiosk.notFound': 'Ce kiosque n’existe plus.',
  'kiosk.serialRequired': 'Le N/S est obligatoire',
  'kiosk.serialMaxChars': 'Le N/S ne peut pas dépasser 20 caractères',
  'kiosk.serialTaken': 'Un kiosque avec le N/S %{serial} existe déjà.',
  'kiosk.nameMaxChars': 'Le nom du kiosque ne peut pas dépasser 100 caractères',
  'kiosk.hubSerialDigits': 'Le numéro de série du concentrateur ne peut pas contenir plus de 6 chiffres',
  'kiosk.languageRequired': 'La langue est obligatoire',
  'kiosk.typeInvalid': 'Choisissez Abby ou Genie',
  'kiosk.phoneInvalid': 'Entrez un numéro de téléphone canadien ou américain d’au plus 20 caractères',
  'kiosk.facilityNotFound': 'L’établissement choisi n’existe plus.',
  'kiosk.levelInvalid': 'Choisissez un niveau dans la liste',
  'kiosk.subscriptionInvalid': 'Choisissez De base, Avancé ou Illimité',
  'kiosk.invitationInvalid': 'Choisissez les messages ambiants dans la liste',
  'kiosk.buttonConfigInvalid': 'Choisissez une configuration de boutons dans la liste',
  'kiosk.hostsResident':
    '%{name} héberge encore un résident : %{names}. Supprimez le résident ou déplacez-le vers un autre kiosque avant de supprimer ce kiosque.',
  'kiosk.hostsResidents':
    '%{name} héberge %{count} résidents : %{names}. Supprimez les résidents ou déplacez-les vers un autre kiosque avant de supprimer ce kiosque.',
  'kiosk.hasManager':
    '%{name} a encore un gestionnaire de kiosque : %{names}. Vous devez retirer %{name} de cet utilisateur avant de pouvoir supprimer ce kiosque.',
  'kiosk.hasManagers':
    '%{name} a encore %{count} gestionnaires de kiosque : %{names}. Vous devez retirer %{name} de tous ces utilisateurs avant de pouvoir supprimer ce kiosque.',
  'resident.notFound': 'Ce résident n’existe plus.',
  'resident.valueRequired': 'Valeur obligatoire',
  'resident.valueMaxChars': 'La valeur ne peut pas dépasser %{max} caractères',
  'resident.selectionRequired': 'Sélection obligatoire',
  'resident.valueNumeric': 'La valeur doit être numérique',
  'resident.kioskTypeMismatch': 'Choisissez un kiosque du type du résident',
  'resident.keyTagNotFound': 'La clé choisie n’est pas une clé libre de ce kiosque.',
  'resident.contactEmailInvalid': 'Entrez un courriel valide',
  'resident.contactNameInvalid':
    'Le nom du contact est obligatoire, d’au plus 50 caractères, avec seulement des lettres, des espaces, des traits d’union, des apostrophes et des points',
  'resident.contactNicknameMaxChars': 'Le nom d’affichage doit contenir au plus 20 caractères',
  'link.invalid': 'Ce lien n’est plus valide : il a déjà servi, a expiré ou est destiné à un autre compte.',
  'link.notOffered': 'Ce compte ne peut pas être lié par courriel.',
  'link.accepted': 'Vous êtes maintenant en lien avec %{names}.',
  'keyTag.notFound': 'Cette association clé/étiquette n’existe plus.',
  'keyTag.unassigned': 'Non assignée',
  'keyTag.tagLength': 'La valeur doit contenir 10 caractères',
  'keyTag.keyNumMax': 'La valeur ne peut pas dépasser 10000',
  'keyTag.keyNumNumeric': 'La valeur doit être positive et numérique',
  'keyTag.keyNumInvalid': 'Nº de clé non valide',
  'keyTag.assigned': 'Cette association est assignée à %{name}. Retirez-la avant de la supprimer.',
  'keyTag.kioskLocked': 'Le kiosque d’une association assignée ne peut pas changer.',
  'keyTag.residentNotOnKiosk':
    'Le résident doit vivre sur le kiosque de l’association et n’avoir aucune autre clé.',
  'keyTag.tagTaken': 'L’étiquette %{tagId} est déjà associée.',
  'config.buttonRequired': 'Le bouton est obligatoire',
  'config.actionRequired': 'L’action est obligatoire',
  'config.descriptionMaxChars': 'La description ne peut pas dépasser 50 caractères',
  'config.buttonUsed': 'Ce bouton fait déjà partie de la configuration.',
  'config.actionUsed': 'Cette action est déjà utilisée dans la configuration.',
  'config.notConfigurable': 'Ce bouton ne peut pas être modifié ni retiré.',
  'config.buttonFixed':
    'Ce bouton fait déjà partie de chaque configuration et ne peut pas être ajouté de nouveau.',
  'config.detailNotFound': 'Ce détail n’existe plus.',
  'config.notFound': 'Cette configuration de boutons n’existe pas.',
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
