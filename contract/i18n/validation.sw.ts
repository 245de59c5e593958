// Swahili validation messages (validation.en.ts has the English and the keys). Written in plain words for a school
// leaver; awaiting review by a native speaker.
import type { ValidationCatalogue } from './validation.en';

export const VALIDATION_SW: ValidationCatalogue = {
  name: 'Tafadhali andika jina lako kamili.',
  phone: 'Andika namba ya simu au ya WhatsApp yenye tarakimu 7 au zaidi, kwa mfano +254 712 345 678.',
  email: 'Andika anwani sahihi ya barua pepe, kwa mfano amina@example.com.',
  emailTooLong: 'Anwani hiyo ya barua pepe ni ndefu mno.',
  contact: 'Tupe namba ya simu au anwani ya barua pepe ili tuweze kukujibu.',
  consent: 'Tafadhali kubali tuwasiliane nawe ili tuweze kujibu swali lako.',
  country: 'Chagua nchi: {countries}.',
  enquiryId: 'Kitambulisho cha swali lazima kiwe UUID.',
  eventId: 'Maonyesho haya hayajulikani. Skani tena msimbo ulio kwenye banda, au uache wazi.',
  scholarshipId: 'Chagua ufadhili wa masomo kutoka kwenye orodha.',
  universityId: 'Chagua chuo kikuu kutoka kwenye orodha, au uache wazi.',
  programmeId: 'Chagua kozi ya chuo kikuu hicho, au uache wazi.',
  tooLong: 'Andika chini ya herufi {max}.',
  noScholarship: 'Ufadhili huu wa masomo haupo tena. Chagua mwingine au uache wazi.',
  noUniversity: 'Chuo kikuu hiki si mshirika wetu tena. Chagua kingine au uache wazi.',
  noProgramme: 'Chuo kikuu hicho hakitoi kozi hii tena. Chagua nyingine au uache wazi.',
  enquiryTooLong: 'Swali lako ni refu mno. Tafadhali fupisha ujumbe kisha ujaribu tena.',
  signInIncomplete: 'Tafadhali andika jina la mtumiaji na nenosiri.',
  signInCredentials: 'Jina la mtumiaji au nenosiri si sahihi. Tafadhali angalia vyote viwili kisha ujaribu tena.',
  activationIncomplete: 'Kiungo hiki cha kuwezesha akaunti hakijakamilika. Fungua tena kiungo ulichotumiwa na mshauri wako.',
  passwordMissing: 'Tafadhali chagua nenosiri.',
  passwordTooLong: 'Nenosiri lisizidi herufi {max}.',
  passwordTooShort: 'Nenosiri liwe na angalau herufi {min}.',
  passwordCommon: 'Nenosiri hili ni la kawaida mno au ni rahisi kukisia. Chagua jingine (maneno machache yasiyohusiana yanafaa).',
  passwordHasName: 'Nenosiri lisiwe na jina au jina la mtumiaji.',
  taskDone: 'Sema kama kazi imekamilika (true au false).',
  documentTooLarge: 'Faili hili ni kubwa kuliko MB 10. Chagua skani au picha ndogo zaidi.',
  documentWrongType: 'Faili hili si PDF, JPEG, PNG wala picha ya HEIC. Chagua skani au picha ya hati katika mojawapo ya miundo hiyo.',
};
