import type { FieldOfStudy } from './people';
import type { Random } from './random';

type ProgramsByLevel = { undergraduate: readonly string[]; postgraduate: readonly string[] };

/** Programme names as Malaysian universities write them, per field of study. */
const PROGRAMS: Readonly<Record<FieldOfStudy, ProgramsByLevel>> = {
  'Computer Science': {
    undergraduate: ['Bachelor of Computer Science (Hons)', 'BSc (Hons) Computer Science', 'Bachelor of Software Engineering (Hons)'],
    postgraduate: ['Master of Computer Science', 'Master of Science in Artificial Intelligence'],
  },
  Engineering: {
    undergraduate: [
      'Bachelor of Mechanical Engineering (Hons)',
      'Bachelor of Civil Engineering (Hons)',
      'Bachelor of Electrical and Electronic Engineering (Hons)',
      'Bachelor of Chemical Engineering (Hons)',
    ],
    postgraduate: ['Master of Engineering Management', 'Master of Science in Mechanical Engineering'],
  },
  'Business Administration': {
    undergraduate: ['Bachelor of Business Administration (Hons)', 'BA (Hons) International Business', 'Bachelor of Marketing (Hons)'],
    postgraduate: ['Master of Business Administration (MBA)', 'Master of Management'],
  },
  Medicine: {
    undergraduate: ['Bachelor of Medicine and Bachelor of Surgery (MBBS)', 'Bachelor of Biomedical Science (Hons)'],
    postgraduate: ['Master of Medical Science', 'Master of Clinical Medicine'],
  },
  'Information Technology': {
    undergraduate: ['Bachelor of Information Technology (Hons)', 'BSc (Hons) Cyber Security', 'Diploma in Information Technology'],
    postgraduate: ['Master of Information Technology', 'Master of Science in Cyber Security'],
  },
  'Accounting and Finance': {
    undergraduate: ['Bachelor of Accounting (Hons)', 'BSc (Hons) Banking and Finance', 'Bachelor of Finance (Hons)'],
    postgraduate: ['Master of Finance', 'Master of Accounting'],
  },
  Pharmacy: {
    undergraduate: ['Bachelor of Pharmacy (Hons)', 'Diploma in Pharmacy'],
    postgraduate: ['Master of Pharmacy', 'Master of Science in Pharmaceutical Technology'],
  },
  Architecture: {
    undergraduate: ['Bachelor of Science (Hons) in Architecture', 'Bachelor of Interior Architecture (Hons)'],
    postgraduate: ['Master of Architecture'],
  },
  Law: {
    undergraduate: ['Bachelor of Laws (LLB) (Hons)', 'Foundation in Law'],
    postgraduate: ['Master of Laws (LLM)', 'Master of Comparative Laws'],
  },
  Nursing: {
    undergraduate: ['Bachelor of Nursing (Hons)', 'Diploma in Nursing'],
    postgraduate: ['Master of Nursing'],
  },
  'Data Science': {
    undergraduate: ['Bachelor of Science (Hons) in Data Science', 'BSc (Hons) Data Analytics'],
    postgraduate: ['Master of Data Science', 'Master of Science in Business Analytics'],
  },
  'Islamic Finance': {
    undergraduate: ['Bachelor of Islamic Banking and Finance (Hons)'],
    postgraduate: ['Master of Islamic Finance', 'Master of Science in Islamic Banking'],
  },
  'Petroleum Engineering': {
    undergraduate: ['Bachelor of Petroleum Engineering (Hons)', 'Bachelor of Chemical Engineering (Hons)'],
    postgraduate: ['Master of Petroleum Engineering', 'MSc Oil and Gas Engineering'],
  },
  'Public Health': {
    undergraduate: ['Bachelor of Environmental and Occupational Health (Hons)', 'Bachelor of Nutrition and Dietetics (Hons)'],
    postgraduate: ['Master of Public Health', 'Master of Health Management'],
  },
  'Hospitality Management': {
    undergraduate: ['Bachelor of International Hospitality Management (Hons)', 'Diploma in Culinary Arts'],
    postgraduate: ['Master of Tourism and Hospitality Management'],
  },
};

export type StudyLevel = 'undergraduate' | 'postgraduate' | 'phd';

/** A programme in `field`: mostly first degrees, some master's, a few doctorates. */
export function pickProgram(rng: Random, field: FieldOfStudy): { program: string; level: StudyLevel } {
  const level = rng.weighted<StudyLevel>({ undergraduate: 74, postgraduate: 21, phd: 5 });
  if (level === 'phd') return { program: `Doctor of Philosophy (${field})`, level };
  return { program: rng.pick(PROGRAMS[field][level]), level };
}

const UNDERGRADUATE_REQUIREMENTS = [
  'Certified secondary school certificate',
  'Academic transcripts',
  'Passport copy (all pages)',
  'IELTS 5.5 or equivalent',
  'Personal statement',
  'Passport-size photographs',
  'Birth certificate (translated)',
  'Two recommendation letters',
  'Foundation or A-level results',
] as const;

const POSTGRADUATE_REQUIREMENTS = [
  "Bachelor's degree certificate",
  'Academic transcripts',
  'IELTS 6.0 or equivalent',
  'Statement of purpose',
  'Two academic references',
  'Curriculum vitae',
  'Passport copy (all pages)',
  'Research proposal',
] as const;

/** 2 to 6 documents a university asks for at this level. */
export function pickApplicationRequirements(rng: Random, level: StudyLevel): string[] {
  const pool = level === 'undergraduate' ? UNDERGRADUATE_REQUIREMENTS : POSTGRADUATE_REQUIREMENTS;
  return rng.sample(pool, rng.int(2, 6));
}

const VISA_REQUIREMENTS = [
  'Passport valid for at least 18 months',
  'Offer letter',
  'EMGS application form',
  'Passport-size photographs',
  'Pre-arrival medical examination',
  'Bank statement (last 3 months)',
  'Certified academic certificates',
  'Personal bond',
  'Medical insurance',
  'Sponsorship letter',
] as const;

/** 2 to 6 documents the Student Pass file still lists. */
export function pickVisaRequirements(rng: Random): string[] {
  return rng.sample(VISA_REQUIREMENTS, rng.int(2, 6));
}

export function pickVisaType(rng: Random): string {
  return rng.weighted({
    'Student Pass': 82,
    'Single Entry Visa (SEV)': 8,
    'Student Pass Renewal': 6,
    'Language Course Student Pass': 4,
  });
}

/** Typical application fees in US dollars; a few universities waive theirs. */
export function pickApplicationFee(rng: Random): number | null {
  return rng.chance(0.12) ? null : rng.pick([50, 75, 100, 100, 120, 150, 200, 250]);
}
