/** Home page copy (docs/PRODUCT.md §2.2). Figures match the claims and FAQ of §1.4. */

export type JourneyStep = { number: number; title: string; description: string; icon: JourneyIcon };
export type JourneyIcon = 'consultation' | 'selection' | 'documents' | 'scholarship' | 'visa' | 'arrival';

export const JOURNEY_STEPS: readonly JourneyStep[] = [
  {
    number: 1,
    title: 'Free Consultation',
    description:
      'A 30-minute call on WhatsApp or video with a counselor: your results, your budget, the career you want and the questions your family has.',
    icon: 'consultation',
  },
  {
    number: 2,
    title: 'University Selection',
    description:
      'We shortlist three to five programmes from our 50+ partner universities that fit your grades, your budget and the city you would like to live in.',
    icon: 'selection',
  },
  {
    number: 3,
    title: 'Application & Documentation',
    description:
      'We check your transcripts, passport and certified translations, then submit complete applications. Universities usually process them in 2-4 weeks.',
    icon: 'documents',
  },
  {
    number: 4,
    title: 'Scholarship Guidance',
    description:
      'We match you with government, university and foundation scholarships, review your essays and keep every deadline on your calendar.',
    icon: 'scholarship',
  },
  {
    number: 5,
    title: 'Acceptance & Visa',
    description:
      'Your offer letter arrives in 4-6 weeks. We then file your student pass with EMGS and guide you through the medical check; approval takes 4-8 weeks.',
    icon: 'visa',
  },
  {
    number: 6,
    title: 'Pre-departure & Arrival',
    description:
      'A briefing before you fly, an airport pick-up in Kuala Lumpur, help with housing, a SIM card and a bank account, and a counselor for your first semester.',
    icon: 'arrival',
  },
];

export type Stat = { key: 'students' | 'universities' | 'countries' | 'success'; target: number; suffix: string; label: string };

/** docs/PRODUCT.md §2.2: the count-up targets. */
export const STATS: readonly Stat[] = [
  { key: 'students', target: 500, suffix: '+', label: 'Students Placed' },
  { key: 'universities', target: 50, suffix: '+', label: 'Partner Universities' },
  { key: 'countries', target: 15, suffix: '+', label: 'African Countries' },
  { key: 'success', target: 98, suffix: '%', label: 'Success Rate' },
];

export const TRUST_BADGES = [
  { title: 'Government Approved', text: 'Registered education agent with the Malaysian higher-education authorities.' },
  { title: 'ISO Certified', text: 'ISO 9001 quality management for every application we handle.' },
  { title: 'Free Consultation', text: 'No fee for advice: we are paid by our partner universities.' },
  { title: 'Since 2014', text: 'Over ten years of placing African students in Malaysia.' },
] as const;

export type Country = { name: string; flag: string };

/** The eight countries of docs/PRODUCT.md §1; students also come from seven more (15+ in all). */
export const COUNTRIES: readonly Country[] = [
  { name: 'Somalia', flag: '🇸🇴' },
  { name: 'Kenya', flag: '🇰🇪' },
  { name: 'Ethiopia', flag: '🇪🇹' },
  { name: 'Uganda', flag: '🇺🇬' },
  { name: 'Tanzania', flag: '🇹🇿' },
  { name: 'Nigeria', flag: '🇳🇬' },
  { name: 'Ghana', flag: '🇬🇭' },
  { name: 'Sudan', flag: '🇸🇩' },
];

export type SuccessStory = {
  id: string;
  name: string;
  country: string;
  flag: string;
  university: string;
  program: string;
  year: number;
  quote: string;
  rating: 5;
};

export const SUCCESS_STORIES: readonly SuccessStory[] = [
  {
    id: 'ayaan-warsame',
    name: 'Ayaan Warsame',
    country: 'Somalia',
    flag: '🇸🇴',
    university: 'International Islamic University Malaysia',
    program: 'Bachelor of Medicine and Surgery (MBBS)',
    year: 2021,
    quote:
      'I thought medicine abroad was only for rich families. My counselor found a programme and a partial scholarship we could afford, and prepared me for the interview. I am now in my clinical years.',
    rating: 5,
  },
  {
    id: 'kwame-mensah',
    name: 'Kwame Mensah',
    country: 'Ghana',
    flag: '🇬🇭',
    university: 'Asia Pacific University (APU)',
    program: 'BSc (Hons) Computer Science',
    year: 2022,
    quote:
      'They answered my mother’s questions as patiently as mine. The visa came through in six weeks, someone met me at the airport, and I graduated with first-class honours.',
    rating: 5,
  },
  {
    id: 'hana-tesfaye',
    name: 'Hana Tesfaye',
    country: 'Ethiopia',
    flag: '🇪🇹',
    university: 'Universiti Teknologi PETRONAS',
    program: 'BEng (Hons) Chemical Engineering',
    year: 2023,
    quote:
      'I wanted engineering with real industry training. They pointed me to UTP, checked every document twice, and this year I spent my internship at a gas processing plant.',
    rating: 5,
  },
];

/** An embedded social video, loaded only when the visitor taps play (no third-party request before that). */
export const FEATURED_VIDEO = {
  title: 'Student life in Kuala Lumpur: a week with our students',
  duration: '2:48',
  // youtube-nocookie.com sets no tracking cookies until the video plays.
  embedUrl: 'https://www.youtube-nocookie.com/embed/hY7m5jjJ9mM?autoplay=1&rel=0',
  // Where the facade's link goes without JavaScript.
  watchUrl: 'https://www.youtube.com/watch?v=hY7m5jjJ9mM',
} as const;
