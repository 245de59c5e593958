import type { Country } from '@contract/enums';
import { addDays, dateOnly, SEED_NOW } from './clock';
import type { Random } from './random';

/** What the CRM keeps about a person in `students.personal_info`. */
export type PersonalInfo = {
  name: string;
  email: string;
  phone: string;
  country: Country;
  dateOfBirth?: string;
};

/** Roughly the consultancy's intake mix: the Horn and East Africa first, then West Africa. */
export const COUNTRY_WEIGHTS: Readonly<Record<Country, number>> = {
  Somalia: 20,
  Kenya: 18,
  Nigeria: 17,
  Ethiopia: 12,
  Uganda: 10,
  Tanzania: 9,
  Ghana: 8,
  Sudan: 6,
};

type NamePool = { female: readonly string[]; male: readonly string[]; family: readonly string[] };

const NAMES: Readonly<Record<Country, NamePool>> = {
  Somalia: {
    female: ['Amina', 'Hodan', 'Fartun', 'Sahra', 'Hibo', 'Ayaan', 'Ifrah', 'Najma', 'Ubah', 'Khadra', 'Maryan', 'Deeqa'],
    male: ['Abdirahman', 'Mohamed', 'Ahmed', 'Abdullahi', 'Hassan', 'Yusuf', 'Abdikarim', 'Omar', 'Ismail', 'Mustafe', 'Liban', 'Bashir'],
    family: ['Hassan', 'Mohamed', 'Ali', 'Abdi', 'Warsame', 'Farah', 'Osman', 'Jama', 'Aden', 'Yusuf', 'Nur', 'Hersi', 'Elmi', 'Dahir'],
  },
  Kenya: {
    female: ['Faith', 'Mercy', 'Grace', 'Wanjiku', 'Achieng', 'Cynthia', 'Sharon', 'Esther', 'Nyambura', 'Akinyi', 'Joy', 'Wairimu'],
    male: ['Brian', 'Kevin', 'Dennis', 'Collins', 'Victor', 'Felix', 'Eric', 'Ian', 'Kipchoge', 'Peter', 'James', 'Stephen'],
    family: ['Otieno', 'Kamau', 'Mwangi', 'Wanjiru', 'Odhiambo', 'Kiprotich', 'Njoroge', 'Ochieng', 'Mutua', 'Kariuki', 'Chebet', 'Wafula'],
  },
  Ethiopia: {
    female: ['Hana', 'Selam', 'Meron', 'Bethlehem', 'Liya', 'Tsion', 'Mahlet', 'Rahel', 'Saba', 'Hiwot', 'Eden', 'Kidist'],
    male: ['Abel', 'Dawit', 'Yonas', 'Henok', 'Bereket', 'Natnael', 'Samuel', 'Eyob', 'Biniam', 'Kaleb', 'Mikias', 'Tewodros'],
    family: ['Tesfaye', 'Bekele', 'Girma', 'Alemu', 'Haile', 'Tadesse', 'Kebede', 'Mengistu', 'Abebe', 'Wolde', 'Getachew', 'Assefa'],
  },
  Uganda: {
    female: ['Patience', 'Joan', 'Sarah', 'Doreen', 'Brenda', 'Prossy', 'Juliet', 'Esther', 'Shamim', 'Winnie', 'Agnes', 'Harriet'],
    male: ['Isaac', 'Joseph', 'Ronald', 'Emmanuel', 'Patrick', 'Brian', 'Derrick', 'Allan', 'Ivan', 'Moses', 'Arnold', 'Hakim'],
    family: ['Okello', 'Mugisha', 'Nakato', 'Ssempala', 'Kato', 'Nsubuga', 'Atwine', 'Byaruhanga', 'Namukasa', 'Opio', 'Tumusiime', 'Lubega'],
  },
  Tanzania: {
    female: ['Neema', 'Rehema', 'Zawadi', 'Upendo', 'Halima', 'Mwanaisha', 'Happiness', 'Subira', 'Rukia', 'Imani', 'Amani', 'Witness'],
    male: ['Baraka', 'Juma', 'Hamisi', 'Emmanuel', 'Godfrey', 'Rashidi', 'Elia', 'Salim', 'Frank', 'Goodluck', 'Athumani', 'Daudi'],
    family: ['Mushi', 'Mollel', 'Massawe', 'Kimaro', 'Mrema', 'Mwakyusa', 'Swai', 'Lyimo', 'Shirima', 'Komba', 'Mbwambo', 'Said'],
  },
  Nigeria: {
    female: ['Chiamaka', 'Ngozi', 'Funke', 'Aisha', 'Adaeze', 'Temitope', 'Zainab', 'Oluwaseun', 'Blessing', 'Hauwa', 'Ifeoma', 'Yetunde'],
    male: ['Chinedu', 'Emeka', 'Tunde', 'Olumide', 'Ibrahim', 'Abdullahi', 'Segun', 'Uche', 'Femi', 'Musa', 'Obinna', 'Kelechi'],
    family: ['Okafor', 'Adeyemi', 'Okonkwo', 'Balogun', 'Eze', 'Bello', 'Nwosu', 'Abubakar', 'Ogunleye', 'Olawale', 'Danjuma', 'Umeh'],
  },
  Ghana: {
    female: ['Ama', 'Akosua', 'Abena', 'Adwoa', 'Efua', 'Esi', 'Afua', 'Yaa', 'Akua', 'Maame', 'Selasi', 'Dzifa'],
    male: ['Kwame', 'Kofi', 'Kwabena', 'Yaw', 'Kojo', 'Nana', 'Emmanuel', 'Kwesi', 'Kwaku', 'Fiifi', 'Elikem', 'Prince'],
    family: ['Mensah', 'Owusu', 'Boateng', 'Asante', 'Osei', 'Appiah', 'Agyeman', 'Darko', 'Acheampong', 'Ofori', 'Quaye', 'Amoah'],
  },
  Sudan: {
    female: ['Fatima', 'Amna', 'Sara', 'Tasneem', 'Rania', 'Hiba', 'Safaa', 'Marwa', 'Reem', 'Alaa', 'Nafisa', 'Huda'],
    male: ['Mohamed', 'Ahmed', 'Osman', 'Khalid', 'Omer', 'Mustafa', 'Hamza', 'Elfatih', 'Mazin', 'Abubakr', 'Tarig', 'Yasir'],
    family: ['Abdelrahman', 'Elhassan', 'Ibrahim', 'Mahmoud', 'Babiker', 'Elamin', 'Osman', 'Abdalla', 'Suliman', 'Hamid', 'Idris', 'Elbashir'],
  },
};

/** Calling code and the leading digits of real mobile ranges, then how many digits follow (E.164). */
const MOBILE_PLANS: Readonly<Record<Country, { code: string; prefixes: readonly string[]; rest: number }>> = {
  Somalia: { code: '252', prefixes: ['61', '62', '63', '65', '90'], rest: 7 },
  Kenya: { code: '254', prefixes: ['70', '71', '72', '74', '79', '11'], rest: 7 },
  Ethiopia: { code: '251', prefixes: ['91', '92', '93', '94', '70'], rest: 7 },
  Uganda: { code: '256', prefixes: ['77', '78', '70', '75', '76'], rest: 7 },
  Tanzania: { code: '255', prefixes: ['75', '76', '71', '65', '68'], rest: 7 },
  Nigeria: { code: '234', prefixes: ['803', '806', '813', '816', '703', '807', '905'], rest: 7 },
  Ghana: { code: '233', prefixes: ['24', '54', '55', '20', '50'], rest: 7 },
  Sudan: { code: '249', prefixes: ['91', '92', '90', '99', '12'], rest: 7 },
};

const EMAIL_DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com'] as const;

export const FIELDS_OF_STUDY = [
  'Computer Science',
  'Engineering',
  'Business Administration',
  'Medicine',
  'Information Technology',
  'Accounting and Finance',
  'Pharmacy',
  'Architecture',
  'Law',
  'Nursing',
  'Data Science',
  'Islamic Finance',
  'Petroleum Engineering',
  'Public Health',
  'Hospitality Management',
] as const;
export type FieldOfStudy = (typeof FIELDS_OF_STUDY)[number];

/** Early in the list means more popular; the generator picks with a skew toward the front. */
export const DESTINATION_CITIES = [
  'Kuala Lumpur',
  'Petaling Jaya',
  'Subang Jaya',
  'Cyberjaya',
  'Shah Alam',
  'Penang',
  'Johor Bahru',
  'Putrajaya',
  'Bangi',
  'Nilai',
  'Kuching',
  'Kota Kinabalu',
  'Ipoh',
  'Melaka',
  'Miri',
] as const;

/** Recruitment events a lead may have come from, by country. */
const FAIR_TAGS: Readonly<Record<Country, readonly string[]>> = {
  Somalia: ['Mogadishu Open Day 2026', 'Hargeisa Info Session'],
  Kenya: ['Nairobi Fair 2026', 'Mombasa Roadshow 2025'],
  Ethiopia: ['Addis Ababa Expo 2025'],
  Uganda: ['Kampala Education Fair 2026'],
  Tanzania: ['Dar es Salaam Roadshow 2026'],
  Nigeria: ['Lagos Study Abroad Expo 2025', 'Abuja Info Session 2026'],
  Ghana: ['Accra Education Fair 2025'],
  Sudan: ['Khartoum Alumni Evening 2025'],
};

const GENERAL_TAGS = [
  'scholarship',
  'referral',
  'WhatsApp lead',
  'website enquiry',
  'Facebook ad',
  'needs IELTS',
  'foundation year',
  'self-funded',
  'family sponsored',
  'postgraduate',
  'partner agent',
  'hostel requested',
  'urgent documents',
  'transfer student',
] as const;

export function pickCountry(rng: Random): Country {
  return rng.weighted(COUNTRY_WEIGHTS);
}

/** A made-up person from `country`; `emailTag` keeps generated addresses unique within a run. */
export function makePersonalInfo(rng: Random, country: Country, emailTag?: number): PersonalInfo {
  const pool = NAMES[country];
  const first = rng.pick(rng.chance(0.5) ? pool.female : pool.male);
  let last = rng.pick(pool.family);
  if (last === first) last = rng.pick(pool.family);
  const name = `${first} ${last}`;
  const born = addDays(SEED_NOW, -rng.int(17 * 365, 32 * 365));
  const tag = emailTag ?? String(born.getUTCFullYear()).slice(2);
  const email = `${first}.${last}${tag}@${rng.pick(EMAIL_DOMAINS)}`.toLowerCase();
  const info: PersonalInfo = { name, email, phone: makePhone(rng, country), country };
  // Some leads arrive through a form that does not ask for a birth date.
  if (rng.chance(0.85)) info.dateOfBirth = dateOnly(born);
  return info;
}

function makePhone(rng: Random, country: Country): string {
  const plan = MOBILE_PLANS[country];
  let digits = '';
  for (let i = 0; i < plan.rest; i++) digits += String(rng.int(0, 9));
  return `+${plan.code}${rng.pick(plan.prefixes)}${digits}`;
}

export function pickFieldOfStudy(rng: Random): FieldOfStudy {
  return FIELDS_OF_STUDY[skewedIndex(rng, FIELDS_OF_STUDY.length)]!;
}

export function pickDestinationCity(rng: Random): string {
  return DESTINATION_CITIES[skewedIndex(rng, DESTINATION_CITIES.length)]!;
}

/** 0 to 5 tags, most students with one to three; sometimes the event they were met at. */
export function pickTags(rng: Random, country: Country): string[] {
  const count = rng.weightedIndex([14, 26, 26, 16, 11, 7]);
  if (count === 0) return [];
  const tags = rng.chance(0.35) ? [rng.pick(FAIR_TAGS[country])] : [];
  return [...tags, ...rng.sample(GENERAL_TAGS, count - tags.length)];
}

/** An index biased toward the start of a list, so popular entries come up more often. */
export function skewedIndex(rng: Random, length: number): number {
  return Math.min(length - 1, Math.floor(rng.next() ** 1.7 * length));
}
