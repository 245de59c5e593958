// The validation messages the student reads (issue 29 item 4): the enquiry form, the portal's sign-in and
// activation, its tasks and documents. English is the wording the contract's schemas and the API use (validationText);
// every other language's file (validation.<code>.ts) has the same keys and the same {placeholders}, which
// validation-catalogues.test.ts checks. Mission Control's own messages stay English and are not here.

export const VALIDATION_EN = {
  name: 'Please enter your full name.',
  phone: 'Enter a phone or WhatsApp number with at least 7 digits, e.g. +254 712 345 678.',
  email: 'Enter a valid e-mail address, e.g. amina@example.com.',
  emailTooLong: 'That e-mail address is too long.',
  contact: 'Give us a phone number or an e-mail address so we can reply.',
  consent: 'Please agree to be contacted so we can answer your enquiry.',
  country: 'Choose a country: {countries}.',
  enquiryId: 'The enquiry id must be a UUID.',
  eventId: 'This fair is not known. Scan the code at the stand again, or leave it out.',
  scholarshipId: 'Choose a scholarship from the list.',
  universityId: 'Choose a university from the list, or leave it out.',
  programmeId: 'Choose a programme of that university, or leave it out.',
  tooLong: 'Keep this under {max} characters.',
  noScholarship: 'This scholarship is no longer offered. Choose another one or leave it out.',
  noUniversity: 'This university is no longer one of our partners. Choose another one or leave it out.',
  noProgramme: 'This programme is not offered by that university any more. Choose another one or leave it out.',
  enquiryTooLong: 'The enquiry is too long. Please shorten the message and try again.',
  signInIncomplete: 'Please enter both username and password.',
  signInCredentials: 'Wrong username or password. Please check both and try again.',
  signInLimitedOne: 'Too many sign-in attempts. Please wait 1 minute and try again.',
  signInLimited: 'Too many sign-in attempts. Please wait {minutes} minutes and try again.',
  activationIncomplete: 'This activation link is incomplete. Open the link from your counselor again.',
  passwordMissing: 'Please choose a password.',
  passwordTooLong: 'The password must have at most {max} characters.',
  passwordTooShort: 'The password must have at least {min} characters.',
  passwordCommon: 'This password is too common or too easy to guess. Choose another (a few unrelated words work well).',
  passwordHasName: 'The password must not contain the name or username.',
  taskDone: 'Say whether the task is done (true or false).',
  documentTooLarge: 'This file is larger than 10 MB. Choose a smaller scan or photo.',
  documentWrongType: 'This file is not a PDF, JPEG, PNG or HEIC photo. Choose a scan or photo of the document in one of those formats.',
  newsletterEmailMissing: 'Please enter your e-mail address.',
  newsletterEmail: 'Please enter a valid e-mail address, like name@example.com.',
  newsletterLimitedOne: 'Too many sign-ups from your connection. Please wait 1 minute and try again.',
  newsletterLimited: 'Too many sign-ups from your connection. Please wait {minutes} minutes and try again.',
  enquiryLimitedOne: 'Too many enquiries from your connection. Please wait 1 minute and try again, or write to us on WhatsApp.',
  enquiryLimited: 'Too many enquiries from your connection. Please wait {minutes} minutes and try again, or write to us on WhatsApp.',
} as const;

export type ValidationKey = keyof typeof VALIDATION_EN;
/** One language's validation messages: every key, with the English text's placeholders. */
export type ValidationCatalogue = Readonly<Record<ValidationKey, string>>;
