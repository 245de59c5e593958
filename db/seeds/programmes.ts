import type { IntakeMonth, Programme, ProgrammeLevel } from '@contract';

export type ProgrammeSeed = Omit<Programme, 'id' | 'universityId'>;

// Intakes: public universities take new students once or twice a year; private ones several times.
const SEP: IntakeMonth[] = ['September'];
const FEB_SEP: IntakeMonth[] = ['February', 'September'];
const MAR_SEP: IntakeMonth[] = ['March', 'September'];
const JAN_MAY_SEP: IntakeMonth[] = ['January', 'May', 'September'];
const JAN_APR_AUG: IntakeMonth[] = ['January', 'April', 'August'];
const FEB_JUL_OCT: IntakeMonth[] = ['February', 'July', 'October'];
const MAR_JUL_OCT: IntakeMonth[] = ['March', 'July', 'October'];

/** What each level asks of an applicant from our countries; a programme may add its own subject requirement. */
const BY_LEVEL: Record<ProgrammeLevel, string[]> = {
  Foundation: ['SPM, O-Level, WASSCE, KCSE or an equivalent secondary certificate with five credits, including Mathematics and English', 'IELTS 5.0 or equivalent'],
  Diploma: ['SPM, O-Level, WASSCE, KCSE or an equivalent secondary certificate with three credits, including Mathematics', 'IELTS 5.0 or equivalent'],
  "Bachelor's": ['A foundation year, A-Level, STPM or a good secondary certificate (WASSCE, KCSE, Somali or Ethiopian national certificate)', 'IELTS 6.0 or equivalent'],
  "Master's": ["A bachelor's degree in a related field with a CGPA of 2.75 or above", 'IELTS 6.5 or equivalent'],
  PhD: ["A master's degree in a related field", 'A research proposal and a willing supervisor', 'IELTS 6.5 or equivalent'],
};

type Row = [level: ProgrammeLevel, name: string, field: string, years: number, intakes: IntakeMonth[], tuition: number, extra?: string];

const programme = ([level, name, field, durationYears, intakes, tuitionPerYear, extra]: Row): ProgrammeSeed => ({
  name, level, field, durationYears, intakes, tuitionPerYear,
  entryRequirements: extra ? [...BY_LEVEL[level], extra] : BY_LEVEL[level],
});

const SCIENCE = 'Credits or better in Biology and Chemistry';
const MATHS_PHYSICS = 'Credits or better in Mathematics and Physics';
const PORTFOLIO = 'A portfolio of creative work';

/**
 * A handful of programmes for each partner university (db/seeds/universities.ts, by name), in the fields it is
 * known for. Fees are rounded figures for international students in ringgit a year.
 */
const ROWS: Record<string, Row[]> = {
  'Universiti Malaya (UM)': [
    ["Bachelor's", 'Bachelor of Medicine and Bachelor of Surgery (MBBS)', 'Medicine', 5, SEP, 62000, SCIENCE],
    ["Bachelor's", 'Bachelor of Engineering (Civil)', 'Engineering', 4, SEP, 21000, MATHS_PHYSICS],
    ["Master's", 'Master of Business Administration', 'Business', 1.5, FEB_SEP, 32000],
    ["Master's", 'Master of Laws', 'Law', 1, SEP, 24000],
    ['PhD', 'Doctor of Philosophy in Engineering', 'Engineering', 3, FEB_SEP, 18000],
  ],
  'Universiti Kebangsaan Malaysia (UKM)': [
    ["Bachelor's", 'Doctor of Medicine (MD)', 'Medicine', 5, SEP, 58000, SCIENCE],
    ["Bachelor's", 'Bachelor of Science (Biotechnology)', 'Science', 3, SEP, 17000, SCIENCE],
    ["Master's", 'Master of Islamic Studies', 'Islamic Studies', 1.5, FEB_SEP, 14000],
    ['PhD', 'Doctor of Philosophy in Physics', 'Science', 3, FEB_SEP, 16000],
  ],
  'Universiti Putra Malaysia (UPM)': [
    ['Foundation', 'Foundation in Agricultural Science', 'Agriculture', 1, SEP, 9000],
    ["Bachelor's", 'Bachelor of Agricultural Science', 'Agriculture', 4, SEP, 16000, SCIENCE],
    ["Bachelor's", 'Doctor of Veterinary Medicine', 'Veterinary Medicine', 5, SEP, 38000, SCIENCE],
    ["Bachelor's", 'Bachelor of Engineering (Electrical and Electronic)', 'Engineering', 4, SEP, 19000, MATHS_PHYSICS],
    ["Master's", 'Master of Science in Food Security', 'Agriculture', 2, FEB_SEP, 15000],
  ],
  'Universiti Sains Malaysia (USM)': [
    ["Bachelor's", 'Bachelor of Pharmacy', 'Pharmacy', 4, SEP, 28000, SCIENCE],
    ["Bachelor's", 'Bachelor of Applied Science (Physics)', 'Physics', 3, SEP, 16000, MATHS_PHYSICS],
    ["Master's", 'Master of Science in Sustainable Development', 'Sustainability', 1.5, FEB_SEP, 17000],
    ['PhD', 'Doctor of Philosophy in Pharmaceutical Sciences', 'Pharmacy', 3, FEB_SEP, 17000],
  ],
  'Universiti Teknologi Malaysia (UTM)': [
    ['Foundation', 'Foundation in Engineering', 'Engineering', 1, SEP, 10000],
    ["Bachelor's", 'Bachelor of Engineering (Mechanical)', 'Engineering', 4, SEP, 20000, MATHS_PHYSICS],
    ["Bachelor's", 'Bachelor of Science in Architecture', 'Architecture', 3, SEP, 19000, PORTFOLIO],
    ["Bachelor's", 'Bachelor of Computer Science (Software Engineering)', 'Computing', 4, SEP, 18000],
    ["Master's", 'Master of Science in Data Science', 'Computing', 1.5, FEB_SEP, 20000],
  ],
  'Universiti Teknologi MARA (UiTM)': [
    ['Diploma', 'Diploma in Hotel Management', 'Hospitality', 2.5, MAR_SEP, 12000],
    ["Bachelor's", 'Bachelor of Business Administration (Finance)', 'Business', 3, MAR_SEP, 15000],
    ["Bachelor's", 'Bachelor of Science (Applied Chemistry)', 'Applied Sciences', 4, MAR_SEP, 16000, SCIENCE],
    ["Master's", 'Master of Business Administration', 'Business', 2, MAR_SEP, 22000],
  ],
  'International Islamic University Malaysia (IIUM)': [
    ["Bachelor's", 'Bachelor of Islamic Banking and Finance', 'Islamic Finance', 4, SEP, 17000],
    ["Bachelor's", 'Bachelor of Laws (LLB)', 'Law', 4, SEP, 19000],
    ["Bachelor's", 'Bachelor of Medicine and Bachelor of Surgery (MBBS)', 'Medicine', 5, SEP, 55000, SCIENCE],
    ["Bachelor's", 'Bachelor of Architecture', 'Architecture', 4, SEP, 20000, PORTFOLIO],
    ["Master's", 'Master of Science in Islamic Banking and Finance', 'Islamic Finance', 1.5, FEB_SEP, 21000],
  ],
  'Universiti Utara Malaysia (UUM)': [
    ["Bachelor's", 'Bachelor of Business Management', 'Management', 3, SEP, 14000],
    ["Bachelor's", 'Bachelor of Accounting', 'Accounting', 4, SEP, 15000],
    ["Master's", 'Master of Public Administration', 'Public Administration', 1.5, FEB_SEP, 13000],
    ['PhD', 'Doctor of Philosophy in Management', 'Management', 3, FEB_SEP, 14000],
  ],
  'Universiti Malaysia Sarawak (UNIMAS)': [
    ["Bachelor's", 'Doctor of Medicine (MD)', 'Medicine', 5, SEP, 50000, SCIENCE],
    ["Bachelor's", 'Bachelor of Science (Resource Biotechnology)', 'Biodiversity', 3, SEP, 14000, SCIENCE],
    ["Bachelor's", 'Bachelor of Engineering (Civil)', 'Engineering', 4, SEP, 17000, MATHS_PHYSICS],
  ],
  'Universiti Malaysia Sabah (UMS)': [
    ["Bachelor's", 'Bachelor of Science (Marine Science)', 'Marine Science', 4, SEP, 14000, SCIENCE],
    ["Bachelor's", 'Bachelor of Tourism Management', 'Tourism', 3, SEP, 13000],
    ["Bachelor's", 'Doctor of Medicine (MD)', 'Medicine', 5, SEP, 48000, SCIENCE],
    ["Master's", 'Master of Science (Aquaculture)', 'Marine Science', 2, FEB_SEP, 13000],
  ],
  'Universiti Teknikal Malaysia Melaka (UTeM)': [
    ['Diploma', 'Diploma in Mechanical Engineering', 'Manufacturing Engineering', 3, SEP, 11000, 'A credit or better in Mathematics'],
    ["Bachelor's", 'Bachelor of Manufacturing Engineering', 'Manufacturing Engineering', 4, SEP, 16000, MATHS_PHYSICS],
    ["Bachelor's", 'Bachelor of Electrical Engineering', 'Electrical Engineering', 4, SEP, 16000, MATHS_PHYSICS],
    ["Master's", 'Master of Technology Management', 'Technology Management', 1.5, FEB_SEP, 15000],
  ],
  "Taylor's University": [
    ['Foundation', 'Foundation in Business', 'Business', 1, JAN_APR_AUG, 26000],
    ['Diploma', 'Diploma in Culinary Arts', 'Hospitality', 2.5, JAN_APR_AUG, 30000],
    ["Bachelor's", 'Bachelor of International Hospitality Management (Honours)', 'Hospitality', 3, JAN_APR_AUG, 42000],
    ["Bachelor's", 'Bachelor of Design (Honours) in Creative Media', 'Design', 3, JAN_APR_AUG, 38000, PORTFOLIO],
    ["Bachelor's", 'Bachelor of Medicine and Bachelor of Surgery (MBBS)', 'Medicine', 5, ['August'], 88000, SCIENCE],
  ],
  'Sunway University': [
    ['Foundation', 'Foundation in Science and Technology', 'Computing', 1, JAN_APR_AUG, 24000],
    ["Bachelor's", 'BSc (Honours) Computer Science', 'Computing', 3, JAN_APR_AUG, 36000, 'A credit or better in Mathematics'],
    ["Bachelor's", 'BSc (Honours) Psychology', 'Psychology', 3, JAN_APR_AUG, 33000],
    ["Master's", 'Master of Business Administration', 'Business', 1.5, JAN_MAY_SEP, 45000],
  ],
  'Monash University Malaysia': [
    ['Foundation', 'Monash University Foundation Year', 'Engineering', 1, ['January', 'July'], 32000],
    ["Bachelor's", 'Bachelor of Medical Science and Doctor of Medicine', 'Medicine', 5, ['February'], 112000, SCIENCE],
    ["Bachelor's", 'Bachelor of Engineering (Honours)', 'Engineering', 4, ['February', 'July', 'October'], 52000, MATHS_PHYSICS],
    ["Bachelor's", 'Bachelor of Pharmacy (Honours)', 'Pharmacy', 4, ['February'], 54000, SCIENCE],
    ["Bachelor's", 'Bachelor of Business and Commerce', 'Business', 3, ['February', 'July', 'October'], 46000],
  ],
  'University of Nottingham Malaysia': [
    ['Foundation', 'Foundation in Engineering', 'Engineering', 1, ['April', 'September'], 30000],
    ["Bachelor's", 'BEng (Hons) Chemical Engineering', 'Engineering', 4, SEP, 50000, MATHS_PHYSICS],
    ["Bachelor's", 'MPharm (Hons) Pharmacy', 'Pharmacy', 4, SEP, 52000, SCIENCE],
    ["Bachelor's", 'BSc (Hons) Economics', 'Economics', 3, SEP, 44000, 'A credit or better in Mathematics'],
  ],
  'Asia Pacific University of Technology & Innovation (APU)': [
    ['Foundation', 'Foundation in Computing and Technology', 'Computing', 1, FEB_JUL_OCT, 19000],
    ['Diploma', 'Diploma in Information and Communication Technology', 'Computing', 2, FEB_JUL_OCT, 18000],
    ["Bachelor's", 'BSc (Hons) Computer Science (Cyber Security)', 'Cyber Security', 3, FEB_JUL_OCT, 29000],
    ["Bachelor's", 'BSc (Hons) Computer Science (Data Analytics)', 'Data Science', 3, FEB_JUL_OCT, 29000],
    ["Master's", 'MSc in Data Science and Business Analytics', 'Data Science', 1, FEB_JUL_OCT, 36000],
  ],
  'UCSI University': [
    ['Diploma', 'Diploma in Music', 'Music', 2.5, JAN_MAY_SEP, 24000, 'An audition'],
    ["Bachelor's", 'Bachelor of Music (Honours)', 'Music', 3, JAN_MAY_SEP, 38000, 'An audition'],
    ["Bachelor's", 'Bachelor of Pharmacy (Honours)', 'Pharmacy', 4, JAN_MAY_SEP, 43000, SCIENCE],
    ["Bachelor's", 'Bachelor of Business Administration (Honours)', 'Business', 3, JAN_MAY_SEP, 28000],
  ],
  'Multimedia University (MMU)': [
    ['Foundation', 'Foundation in Information Technology', 'Information Technology', 1, MAR_JUL_OCT, 16000],
    ["Bachelor's", 'Bachelor of Computer Science (Honours)', 'Information Technology', 3, MAR_JUL_OCT, 24000],
    ["Bachelor's", 'Bachelor of Multimedia (Honours) Film and Animation', 'Creative Multimedia', 3, MAR_JUL_OCT, 25000, PORTFOLIO],
    ["Bachelor's", 'Bachelor of Engineering (Honours) Electronics', 'Engineering', 4, MAR_JUL_OCT, 26000, MATHS_PHYSICS],
  ],
  'Universiti Teknologi PETRONAS (UTP)': [
    ['Foundation', 'Foundation in Engineering', 'Chemical Engineering', 1, ['May'], 20000],
    ["Bachelor's", 'Bachelor of Petroleum Engineering (Honours)', 'Petroleum Engineering', 4, ['January', 'May', 'September'], 42000, MATHS_PHYSICS],
    ["Bachelor's", 'Bachelor of Chemical Engineering (Honours)', 'Chemical Engineering', 4, ['January', 'May', 'September'], 40000, MATHS_PHYSICS],
    ["Master's", 'MSc in Information Technology', 'Computing', 1.5, JAN_MAY_SEP, 30000],
  ],
  'INTI International University': [
    ['Foundation', 'Foundation in Business', 'Business', 1, JAN_APR_AUG, 17000],
    ['Diploma', 'Diploma in Business', 'Business', 2, JAN_APR_AUG, 16000],
    ["Bachelor's", 'Bachelor of Engineering (Honours) Civil Engineering', 'Engineering', 4, JAN_APR_AUG, 30000, MATHS_PHYSICS],
    ["Bachelor's", 'Bachelor of Science (Honours) in Biotechnology', 'Biotechnology', 3, JAN_APR_AUG, 27000, SCIENCE],
  ],
  'SEGi University': [
    ["Bachelor's", 'Doctor of Dental Surgery', 'Dentistry', 5, SEP, 78000, SCIENCE],
    ["Bachelor's", 'Bachelor of Medicine and Bachelor of Surgery (MBBS)', 'Medicine', 5, SEP, 72000, SCIENCE],
    ["Bachelor's", 'Bachelor of Education (Honours) TESL', 'Education', 4, JAN_MAY_SEP, 21000],
    ["Master's", 'Master of Education', 'Education', 1.5, JAN_MAY_SEP, 20000],
  ],
  'Heriot-Watt University Malaysia': [
    ['Foundation', 'Foundation in Engineering and Science', 'Petroleum Engineering', 1, ['January', 'September'], 27000],
    ["Bachelor's", 'MEng Petroleum Engineering', 'Petroleum Engineering', 5, SEP, 54000, MATHS_PHYSICS],
    ["Bachelor's", 'BSc (Hons) Actuarial Science', 'Actuarial Science', 4, ['January', 'May', 'September'], 44000, 'A credit or better in Additional Mathematics'],
    ["Bachelor's", 'BSc (Hons) Architectural Studies', 'Architecture', 3, SEP, 42000, PORTFOLIO],
  ],
  'Xiamen University Malaysia (XMUM)': [
    ['Foundation', 'Foundation in Arts', 'Chinese Studies', 1, ['April', 'September'], 15000],
    ["Bachelor's", 'Bachelor of Arts (Chinese Studies)', 'Chinese Studies', 4, ['April', 'September'], 24000],
    ["Bachelor's", 'Bachelor of Engineering (Hons) Electrical and Electronic', 'Engineering', 4, ['April', 'September'], 30000, MATHS_PHYSICS],
    ["Bachelor's", 'Bachelor of Finance (Hons)', 'Finance', 4, ['April', 'September'], 27000],
  ],
  'Limkokwing University of Creative Technology': [
    ['Diploma', 'Diploma in Graphic Design', 'Design', 2.5, JAN_APR_AUG, 17000, PORTFOLIO],
    ["Bachelor's", 'Bachelor of Arts (Hons) Architecture', 'Architecture', 3, JAN_APR_AUG, 26000, PORTFOLIO],
    ["Bachelor's", 'Bachelor of Arts (Hons) Broadcasting', 'Media', 3, JAN_APR_AUG, 24000],
  ],
  'Management and Science University (MSU)': [
    ['Diploma', 'Diploma in Hotel Management', 'Hospitality', 2.5, FEB_JUL_OCT, 14000],
    ["Bachelor's", 'Bachelor of Medical Laboratory Technology (Honours)', 'Health Sciences', 4, FEB_JUL_OCT, 26000, SCIENCE],
    ["Bachelor's", 'Bachelor of Information Technology (Honours)', 'Information Sciences', 3, FEB_JUL_OCT, 20000],
    ["Master's", 'Master in Public Health', 'Health Sciences', 1.5, FEB_JUL_OCT, 22000],
  ],
  'Universiti Tenaga Nasional (UNITEN)': [
    ['Foundation', 'Foundation in Engineering', 'Electrical Engineering', 1, SEP, 16000],
    ["Bachelor's", 'Bachelor of Electrical Power Engineering (Honours)', 'Electrical Engineering', 4, SEP, 30000, MATHS_PHYSICS],
    ["Bachelor's", 'Bachelor of Computer Science (Honours)', 'Computing', 3, SEP, 26000],
    ["Master's", 'Master of Engineering (Renewable Energy)', 'Energy', 1.5, FEB_SEP, 28000],
  ],
  'Universiti Tunku Abdul Rahman (UTAR)': [
    ['Foundation', 'Foundation in Science', 'Science', 1, ['January', 'May', 'October'], 12000],
    ["Bachelor's", 'Bachelor of Accountancy (Honours)', 'Accounting', 4, ['January', 'May', 'October'], 19000],
    ["Bachelor's", 'Bachelor of Engineering (Honours) Mechanical Engineering', 'Engineering', 4, ['January', 'May', 'October'], 21000, MATHS_PHYSICS],
    ["Bachelor's", 'Bachelor of Science (Honours) Biomedical Science', 'Science', 3, ['January', 'May', 'October'], 19000, SCIENCE],
  ],
  'Curtin University Malaysia': [
    ['Foundation', 'Foundation in Engineering and Science', 'Petroleum Engineering', 1, ['February', 'July'], 18000],
    ["Bachelor's", 'Bachelor of Engineering (Petroleum) (Honours)', 'Petroleum Engineering', 4, ['February', 'July'], 38000, MATHS_PHYSICS],
    ["Bachelor's", 'Bachelor of Commerce', 'Business', 3, ['February', 'July', 'October'], 28000],
    ["Bachelor's", 'Bachelor of Science (Applied Geology)', 'Geology', 3, ['February', 'July'], 30000, SCIENCE],
  ],
  'Swinburne University of Technology Sarawak': [
    ['Foundation', 'Foundation in Engineering and Science', 'Engineering', 1, ['February', 'September'], 17000],
    ["Bachelor's", 'Bachelor of Engineering (Honours) Civil', 'Engineering', 4, ['February', 'September'], 36000, MATHS_PHYSICS],
    ["Bachelor's", 'Bachelor of Computer Science', 'Computing', 3, ['February', 'September'], 30000],
    ["Bachelor's", 'Bachelor of Design (Multimedia Design)', 'Design', 3, ['February', 'September'], 29000, PORTFOLIO],
  ],
  'Lincoln University College': [
    ['Diploma', 'Diploma in Nursing', 'Nursing', 3, JAN_MAY_SEP, 16000, SCIENCE],
    ["Bachelor's", 'Bachelor of Nursing (Honours)', 'Nursing', 4, JAN_MAY_SEP, 22000, SCIENCE],
    ["Bachelor's", 'Bachelor of Medicine and Bachelor of Surgery (MBBS)', 'Medicine', 5, ['March', 'September'], 60000, SCIENCE],
    ["Master's", 'Master of Business Administration', 'Business', 1.5, JAN_MAY_SEP, 24000],
  ],
};

/** Every demo programme, with the name of the university that offers it. */
export const PROGRAMMES: readonly { university: string; programme: ProgrammeSeed }[] = Object.entries(ROWS).flatMap(
  ([university, rows]) => rows.map((row) => ({ university, programme: programme(row) })),
);
