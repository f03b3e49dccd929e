import type { users as en } from '../en/users.js';
import type { Translations } from '../translations.type.js';

export const users: Translations<typeof en> = {
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
  'link.invalid': 'Ce lien n’est plus valide : il a déjà servi, a expiré ou est destiné à un autre compte.',
  'link.notOffered': 'Ce compte ne peut pas être lié par courriel.',
  'link.accepted': 'Vous êtes maintenant en lien avec %{names}.',
};
