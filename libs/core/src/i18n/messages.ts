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
