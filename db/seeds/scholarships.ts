import type { Scholarship } from '@contract/content';

export type ScholarshipSeed = Omit<Scholarship, 'id'>;

/**
 * The four scholarships the website lists (docs/PRODUCT.md §5.7), with the coming cycle's deadlines (2027): a date
 * each, shown written out ("March 31, 2027"), or 'Rolling'. The original texts (2024-2025) would have closed them all.
 */
export const SCHOLARSHIPS: readonly ScholarshipSeed[] = [
  {
    title: 'Malaysia International Scholarship (MIS)',
    provider: 'Ministry of Higher Education Malaysia',
    amount: 'Full tuition, RM 1,500 monthly allowance and return airfare',
    coverage: '100%',
    deadline: '',
    deadlineDate: '2027-03-31',
    eligibility: [
      'First-class or upper second-class degree (CGPA 3.5 or above)',
      'IELTS 6.0 or TOEFL iBT 80',
      'Aged 40 or below at the time of application',
      'Admission to a Malaysian public university',
    ],
    programs: ["Master's", 'PhD'],
    color: 'blue',
  },
  {
    title: 'Partner University Merit Scholarship',
    provider: "Partner universities (Taylor's, Sunway, APU, UCSI and others)",
    amount: 'Tuition fee waiver of up to RM 30,000',
    coverage: '50%',
    deadline: 'Rolling',
    deadlineDate: null,
    eligibility: [
      'Strong final-year school results (five credits including English and Mathematics)',
      'Confirmed offer from a partner university',
      'Cumulative GPA of 3.0 or above each semester to renew',
    ],
    programs: ['Foundation', 'Diploma', "Bachelor's"],
    color: 'green',
  },
  {
    title: 'IsDB Scholarship Programme',
    provider: 'Islamic Development Bank',
    amount: 'Tuition, monthly living allowance, health insurance and airfare',
    coverage: '100%',
    deadline: '',
    deadlineDate: '2027-01-15',
    eligibility: [
      'Citizen of an IsDB member country (including Somalia, Sudan, Nigeria and Uganda)',
      'Demonstrated financial need',
      'Excellent academic record in the last qualification',
      'Commitment to return and serve the home community after graduation',
    ],
    programs: ["Bachelor's", "Master's", 'PhD'],
    color: 'purple',
  },
  {
    title: 'Sunway International Merit Scholarship',
    provider: 'Sunway Education Group',
    amount: 'Up to 75% of tuition fees for the whole degree',
    coverage: '75%',
    deadline: '',
    deadlineDate: '2027-12-31',
    eligibility: [
      'International student entering a first degree',
      'Three A grades or equivalent in final examinations',
      'IELTS 6.0 or equivalent English result',
      'Interview with the scholarship committee',
    ],
    programs: ['Foundation', "Bachelor's"],
    color: 'orange',
  },
];
