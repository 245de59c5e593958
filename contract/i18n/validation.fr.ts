// French validation messages (validation.en.ts has the English and the keys). Written in plain words for a school
// leaver; awaiting review by a native speaker.
import type { ValidationCatalogue } from './validation.en';

export const VALIDATION_FR: ValidationCatalogue = {
  name: 'Veuillez saisir votre nom complet.',
  phone: 'Saisissez un numéro de téléphone ou WhatsApp d’au moins 7 chiffres, par exemple +254 712 345 678.',
  email: 'Saisissez une adresse e-mail valide, par exemple amina@example.com.',
  emailTooLong: 'Cette adresse e-mail est trop longue.',
  contact: 'Donnez-nous un numéro de téléphone ou une adresse e-mail pour que nous puissions vous répondre.',
  consent: 'Veuillez accepter que nous vous contactions pour répondre à votre demande.',
  country: 'Choisissez un pays\u00a0: {countries}.',
  enquiryId: 'L’identifiant de la demande doit être un UUID.',
  eventId: 'Ce salon est inconnu. Scannez à nouveau le code du stand, ou laissez ce champ vide.',
  scholarshipId: 'Choisissez une bourse dans la liste.',
  universityId: 'Choisissez une université dans la liste, ou laissez ce champ vide.',
  programmeId: 'Choisissez un programme de cette université, ou laissez ce champ vide.',
  tooLong: 'Ne dépassez pas {max} caractères.',
  noScholarship: 'Cette bourse n’est plus proposée. Choisissez-en une autre ou laissez ce champ vide.',
  noUniversity: 'Cette université ne fait plus partie de nos partenaires. Choisissez-en une autre ou laissez ce champ vide.',
  noProgramme: 'Cette université ne propose plus ce programme. Choisissez-en un autre ou laissez ce champ vide.',
  enquiryTooLong: 'Votre demande est trop longue. Veuillez raccourcir le message et réessayer.',
  signInIncomplete: 'Veuillez saisir le nom d’utilisateur et le mot de passe.',
  signInCredentials: 'Nom d’utilisateur ou mot de passe incorrect. Vérifiez les deux et réessayez.',
  activationIncomplete: 'Ce lien d’activation est incomplet. Ouvrez à nouveau le lien envoyé par votre conseiller.',
  passwordMissing: 'Veuillez choisir un mot de passe.',
  passwordTooLong: 'Le mot de passe doit comporter au plus {max} caractères.',
  passwordTooShort: 'Le mot de passe doit comporter au moins {min} caractères.',
  passwordCommon: 'Ce mot de passe est trop courant ou trop facile à deviner. Choisissez-en un autre (quelques mots sans rapport entre eux conviennent bien).',
  passwordHasName: 'Le mot de passe ne doit contenir ni le nom ni le nom d’utilisateur.',
  taskDone: 'Indiquez si la tâche est terminée (true ou false).',
  documentTooLarge: 'Ce fichier dépasse 10 Mo. Choisissez un scan ou une photo plus légère.',
  documentWrongType: 'Ce fichier n’est ni un PDF, ni un JPEG, ni un PNG, ni une photo HEIC. Choisissez un scan ou une photo du document dans l’un de ces formats.',
};
