/**
 * Every account, sign-in and favourites message in one place: the domain and the server speak in
 * keys (kebab-case, like the other error kinds), the server answers in French with these texts
 * (SPEC §5 and §8 fix some wordings; the rest are ours), and the UI translates the same keys
 * (`account.errors.<key>`).
 */
export const ACCOUNT_MESSAGES_FR = {
  // SPEC §5, the subscription form.
  'required-fields': 'Veuillez compléter tous les champs obligatoires',
  'last-name-required': 'Le nom ne doit pas être vide',
  'first-name-required': 'Le prénom ne doit pas être vide',
  'email-required': "L'adresse e-mail ne doit pas être vide",
  'password-required': 'Le mot de passe ne doit pas être vide',
  'email-invalid': "L'adresse e-mail n'est pas valide",
  'password-format': 'Le mot de passe doit contenir au moins 8 caractères, dont au moins une lettre et un chiffre',
  'civility-invalid': 'Veuillez choisir une civilité',
  'name-too-long': 'Le nom et le prénom ne doivent pas dépasser 60 caractères',
  'birthday-invalid': "La date de naissance n'est pas valide",
  'birthday-future': 'La date de naissance ne peut pas être dans le futur',
  'newsletter-invalid': "Le choix de la newsletter n'est pas valide",
  'email-taken': 'Un compte existe déjà avec cette adresse e-mail',
  // SPEC §5 and §8, sign-in.
  'credentials-required': 'Veuillez saisir votre identifiant et mot de passe.',
  'credentials-invalid': 'Votre identifiant ou votre mot de passe est incorrect.',
  'too-many-attempts': 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
  'session-expired': 'Votre session a expiré, veuillez vous reconnecter.',
  'autoconnect-invalid': "Ce lien de connexion n'est plus valide.",
  // SPEC §3 and §8, Apple and Facebook.
  'apple-code-missing': 'La connexion avec Apple a échoué : code ou jeton manquant.',
  'apple-login-failed': 'La connexion avec Apple a échoué, merci de réessayer.',
  'facebook-token-missing': 'La connexion avec Facebook a échoué : jeton manquant.',
  'facebook-user-missing': "La connexion avec Facebook a échoué : identifiant d'utilisateur manquant.",
  'facebook-not-authorized': "La connexion avec Facebook n'a pas été autorisée.",
  // SPEC §5 and §8, password change.
  'old-password-required': "L'ancien mot de passe est obligatoire",
  'old-password-incorrect': 'Ancien mot de passe incorrect',
  'new-password-same-as-old': "Le nouveau mot de passe doit être différent de l'ancien",
  'confirmation-required': 'Veuillez confirmer le nouveau mot de passe',
  'confirmation-differs': 'La confirmation ne correspond pas au nouveau mot de passe',
  // SPEC §3, §5 and §8, the address book.
  'address-null': "Address object can't be null",
  'address-civility-required': 'La civilité est obligatoire',
  'address-last-name-required': 'Le nom est obligatoire',
  'address-first-name-required': 'Le prénom est obligatoire',
  'address-street-required': "L'adresse est obligatoire",
  'address-city-required': 'La ville est obligatoire',
  'address-zip-code-required': 'Le code postal est obligatoire',
  'address-phone-required': 'Le numéro de téléphone est obligatoire',
  'address-zip-code-invalid': "Ce code postal n'existe pas dans le pays choisi",
  'address-phone-invalid': "Le numéro de téléphone n'est pas valide",
  'address-field-too-long': "Un champ de l'adresse est trop long",
  'address-country-unavailable': "Ce pays n'est pas disponible à la livraison.",
  'address-last-one': 'impossible de supprimer la dernière adresse',
  'address-not-found': 'Adresse introuvable',
  'address-save-failed': "Une erreur s'est produite lors de l'enregistrement de l'adresse.",
  // SPEC §8, cards.
  'card-not-found': 'Carte introuvable',
  'card-delete-failed': "Impossible de supprimer cette carte, merci de réessayer.",
  // SPEC §4, favourites.
  'wishlist-connect': 'Connectez-vous pour ajouter ce produit à vos favoris.',
  'wish-not-found': 'Favori introuvable',
  'product-not-found': 'Produit introuvable',
  // SPEC §8, the default.
  'default-error': "Une erreur s'est produite, merci de réessayer dans quelques instants.",
} as const;

export type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES_FR;

export function accountMessageFr(key: AccountMessageKey): string {
  return ACCOUNT_MESSAGES_FR[key];
}

export function isAccountMessageKey(value: unknown): value is AccountMessageKey {
  return typeof value === 'string' && Object.hasOwn(ACCOUNT_MESSAGES_FR, value);
}

/** A rule broken by one field of a form: the UI marks the field, the server names the key. */
export interface FieldProblem<Field extends string = string> {
  field: Field;
  key: AccountMessageKey;
}

/**
 * The one message a form answer carries: the general SPEC §5 one when two or more required
 * fields are empty, else the first problem's own message (a shopper fixes one thing at a time).
 */
export function summaryKey(problems: readonly FieldProblem[], requiredKeys: ReadonlySet<AccountMessageKey>): AccountMessageKey {
  const missing = problems.filter((problem) => requiredKeys.has(problem.key));
  if (missing.length > 1) return 'required-fields';
  return problems[0]?.key ?? 'default-error';
}
