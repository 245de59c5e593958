// Amharic validation messages (validation.en.ts has the English and the keys). Written in plain words for a school
// leaver; awaiting review by a native speaker.
import type { ValidationCatalogue } from './validation.en';

export const VALIDATION_AM: ValidationCatalogue = {
  name: 'እባክዎ ሙሉ ስምዎን ያስገቡ።',
  phone: 'ቢያንስ 7 አሃዞች ያሉት የስልክ ወይም የዋትስአፕ ቁጥር ያስገቡ፤ ለምሳሌ +254 712 345 678።',
  email: 'ትክክለኛ የኢሜይል አድራሻ ያስገቡ፤ ለምሳሌ amina@example.com።',
  emailTooLong: 'ይህ የኢሜይል አድራሻ በጣም ረጅም ነው።',
  contact: 'መልስ እንድንሰጥዎ የስልክ ቁጥር ወይም የኢሜይል አድራሻ ይስጡን።',
  consent: 'ለጥያቄዎ መልስ እንድንሰጥ እንድናገኝዎ እባክዎ ይስማሙ።',
  country: 'አገር ይምረጡ፦ {countries}።',
  enquiryId: 'የጥያቄው መለያ UUID መሆን አለበት።',
  eventId: 'ይህ አውደ ርዕይ አይታወቅም። በቦታው ያለውን ኮድ እንደገና ይቃኙ፣ ወይም ባዶ ይተዉት።',
  scholarshipId: 'ከዝርዝሩ የነፃ ትምህርት ዕድል ይምረጡ።',
  universityId: 'ከዝርዝሩ ዩኒቨርሲቲ ይምረጡ፣ ወይም ባዶ ይተዉት።',
  programmeId: 'የዚያን ዩኒቨርሲቲ ፕሮግራም ይምረጡ፣ ወይም ባዶ ይተዉት።',
  tooLong: 'ይህን ከ{max} ፊደላት በታች ያድርጉት።',
  noScholarship: 'ይህ የነፃ ትምህርት ዕድል ከአሁን በኋላ አይሰጥም። ሌላ ይምረጡ ወይም ባዶ ይተዉት።',
  noUniversity: 'ይህ ዩኒቨርሲቲ ከአሁን በኋላ አጋራችን አይደለም። ሌላ ይምረጡ ወይም ባዶ ይተዉት።',
  noProgramme: 'ያ ዩኒቨርሲቲ ይህን ፕሮግራም ከአሁን በኋላ አይሰጥም። ሌላ ይምረጡ ወይም ባዶ ይተዉት።',
  enquiryTooLong: 'ጥያቄዎ በጣም ረጅም ነው። እባክዎ መልዕክቱን አሳጥረው እንደገና ይሞክሩ።',
  signInIncomplete: 'እባክዎ የተጠቃሚ ስምና የይለፍ ቃል ሁለቱንም ያስገቡ።',
  signInCredentials: 'የተጠቃሚ ስም ወይም የይለፍ ቃል ትክክል አይደለም። እባክዎ ሁለቱንም አረጋግጠው እንደገና ይሞክሩ።',
  activationIncomplete: 'ይህ የማግበሪያ ሊንክ ያልተሟላ ነው። አማካሪዎ የላከልዎትን ሊንክ እንደገና ይክፈቱ።',
  passwordMissing: 'እባክዎ የይለፍ ቃል ይምረጡ።',
  passwordTooLong: 'የይለፍ ቃሉ ቢበዛ {max} ፊደላት ሊኖሩት ይገባል።',
  passwordTooShort: 'የይለፍ ቃሉ ቢያንስ {min} ፊደላት ሊኖሩት ይገባል።',
  passwordCommon: 'ይህ የይለፍ ቃል በጣም የተለመደ ወይም ለመገመት ቀላል ነው። ሌላ ይምረጡ (እርስ በርስ የማይገናኙ ጥቂት ቃላት ጥሩ ናቸው)።',
  passwordHasName: 'የይለፍ ቃሉ ስሙን ወይም የተጠቃሚ ስሙን መያዝ የለበትም።',
  taskDone: 'ተግባሩ መጠናቀቁን ወይም አለመጠናቀቁን ይግለጹ (true ወይም false)።',
  documentTooLarge: 'ይህ ፋይል ከ10 MB ይበልጣል። ያነሰ ስካን ወይም ፎቶ ይምረጡ።',
  documentWrongType: 'ይህ ፋይል PDF፣ JPEG፣ PNG ወይም HEIC ፎቶ አይደለም። ከእነዚህ ቅርጸቶች በአንዱ ያለ የሰነዱን ስካን ወይም ፎቶ ይምረጡ።',
};
