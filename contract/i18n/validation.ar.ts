// Arabic validation messages (validation.en.ts has the English and the keys), shown right to left. Written in plain
// words for a school leaver; awaiting review by a native speaker. Numbers and examples keep Western digits.
import type { ValidationCatalogue } from './validation.en';

export const VALIDATION_AR: ValidationCatalogue = {
  name: 'يُرجى كتابة اسمك الكامل.',
  phone: 'اكتب رقم هاتف أو واتساب من 7 أرقام على الأقل، مثل \u2066+254 712 345 678\u2069.',
  email: 'اكتب عنوان بريد إلكتروني صحيحًا، مثل amina@example.com.',
  emailTooLong: 'عنوان البريد الإلكتروني هذا طويل جدًا.',
  contact: 'أعطنا رقم هاتف أو عنوان بريد إلكتروني حتى نتمكن من الرد عليك.',
  consent: 'يُرجى الموافقة على أن نتواصل معك حتى نتمكن من الرد على استفسارك.',
  country: 'اختر بلدًا: {countries}.',
  enquiryId: 'يجب أن يكون معرّف الاستفسار بصيغة UUID.',
  eventId: 'هذا المعرض غير معروف. امسح الرمز الموجود في الجناح مرة أخرى، أو اتركه فارغًا.',
  scholarshipId: 'اختر منحة من القائمة.',
  universityId: 'اختر جامعة من القائمة، أو اتركها فارغة.',
  programmeId: 'اختر برنامجًا من برامج تلك الجامعة، أو اتركه فارغًا.',
  tooLong: 'اجعل هذا أقل من {max} حرف.',
  noScholarship: 'لم تعد هذه المنحة متاحة. اختر منحة أخرى أو اتركها فارغة.',
  noUniversity: 'لم تعد هذه الجامعة من شركائنا. اختر جامعة أخرى أو اتركها فارغة.',
  noProgramme: 'لم تعد تلك الجامعة تقدم هذا البرنامج. اختر برنامجًا آخر أو اتركه فارغًا.',
  enquiryTooLong: 'الاستفسار طويل جدًا. يُرجى اختصار الرسالة والمحاولة مرة أخرى.',
  signInIncomplete: 'يُرجى إدخال اسم المستخدم وكلمة المرور معًا.',
  signInCredentials: 'اسم المستخدم أو كلمة المرور غير صحيحة. يُرجى التحقق منهما والمحاولة مرة أخرى.',
  activationIncomplete: 'رابط التفعيل هذا غير مكتمل. افتح الرابط الذي أرسله لك مرشدك مرة أخرى.',
  passwordMissing: 'يُرجى اختيار كلمة مرور.',
  passwordTooLong: 'يجب ألا تزيد كلمة المرور على {max} حرف.',
  passwordTooShort: 'يجب أن تتكون كلمة المرور من {min} أحرف على الأقل.',
  passwordCommon: 'كلمة المرور هذه شائعة جدًا أو سهلة التخمين. اختر غيرها (بضع كلمات لا رابط بينها تفي بالغرض).',
  passwordHasName: 'يجب ألا تحتوي كلمة المرور على الاسم أو اسم المستخدم.',
  taskDone: 'حدّد ما إذا كانت المهمة قد أُنجزت (true أو false).',
  documentTooLarge: 'هذا الملف أكبر من 10 ميغابايت. اختر مسحًا ضوئيًا أو صورة أصغر.',
  documentWrongType: 'هذا الملف ليس PDF أو JPEG أو PNG أو صورة HEIC. اختر مسحًا ضوئيًا أو صورة للمستند بإحدى هذه الصيغ.',
};
