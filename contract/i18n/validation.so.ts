// Somali validation messages (validation.en.ts has the English and the keys). Written in plain words for a school
// leaver; awaiting review by a native speaker.
import type { ValidationCatalogue } from './validation.en';

export const VALIDATION_SO: ValidationCatalogue = {
  name: 'Fadlan qor magacaaga oo buuxa.',
  phone: 'Qor lambar telefoon ama WhatsApp oo leh ugu yaraan 7 tiro, tusaale +254 712 345 678.',
  email: 'Qor cinwaan iimayl oo sax ah, tusaale amina@example.com.',
  emailTooLong: 'Cinwaanka iimaylkaasi aad buu u dheer yahay.',
  contact: 'Na sii lambar telefoon ama cinwaan iimayl si aan kuugu jawaabno.',
  consent: "Fadlan oggolow in lagula soo xiriiro si aan uga jawaabno su'aashaada.",
  country: 'Dooro dal: {countries}.',
  enquiryId: "Aqoonsiga su'aashu waa inuu noqdaa UUID.",
  eventId: 'Bandhigan lama yaqaan. Mar kale iskaan garee koodhka taagga, ama ka tag.',
  scholarshipId: 'Ka dooro deeq waxbarasho liiska.',
  universityId: 'Ka dooro jaamacad liiska, ama ka tag.',
  programmeId: 'Dooro barnaamij ka mid ah jaamacaddaas, ama ka tag.',
  tooLong: 'Ka dhig wax ka yar {max} xaraf.',
  noScholarship: 'Deeqdan waxbarasho hadda lama bixiyo. Dooro mid kale ama ka tag.',
  noUniversity: 'Jaamacaddani mar dambe kama mid aha la-hawlgalayaashayada. Dooro mid kale ama ka tag.',
  noProgramme: 'Jaamacaddaasi mar dambe ma bixiso barnaamijkan. Dooro mid kale ama ka tag.',
  enquiryTooLong: "Su'aashaadu aad bay u dheer tahay. Fadlan soo gaabi fariinta oo mar kale isku day.",
  signInIncomplete: 'Fadlan geli magaca isticmaalaha iyo furaha sirta ah labadaba.',
  signInCredentials: 'Magaca isticmaalaha ama furaha sirta ah waa khalad. Fadlan hubi labadaba oo mar kale isku day.',
  activationIncomplete: 'Linkigan hawlgelinta ma dhammaystirna. Mar kale fur linkiga uu kuu soo diray lataliyahaagu.',
  passwordMissing: 'Fadlan dooro furaha sirta ah.',
  passwordTooLong: 'Furaha sirta ahi waa inuu lahaadaa ugu badnaan {max} xaraf.',
  passwordTooShort: 'Furaha sirta ahi waa inuu lahaadaa ugu yaraan {min} xaraf.',
  passwordCommon: 'Furahan sirta ah aad buu u caadi yahay ama si fudud ayaa loo qiyaasi karaa. Dooro mid kale (dhowr erey oo aan xiriir lahayn ayaa fiican).',
  passwordHasName: 'Furaha sirta ahi waa inuusan ku jirin magaca ama magaca isticmaalaha.',
  taskDone: 'Sheeg in hawshu dhammaatay iyo in kale (true ama false).',
  documentTooLarge: 'Faylkani wuu ka weyn yahay 10 MB. Dooro iskaan ama sawir ka yar.',
  documentWrongType: 'Faylkani ma aha PDF, JPEG, PNG ama sawir HEIC. Dooro iskaan ama sawir dukumentiga ah oo ku jira mid ka mid ah noocyadaas.',
};
