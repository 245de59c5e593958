/** Home page copy (docs/PRODUCT.md §2.2). Figures match the claims and FAQ of §1.4. */

import type { MessageId } from '../../../i18n/i18n';

export type JourneyStep = { number: number; title: MessageId; description: MessageId; icon: JourneyIcon };
export type JourneyIcon = 'consultation' | 'selection' | 'documents' | 'scholarship' | 'visa' | 'arrival';

export const JOURNEY_STEPS: readonly JourneyStep[] = [
  {
    number: 1,
    title: 'home.step.title1',
    description:
      'home.step.description1',
    icon: 'consultation',
  },
  {
    number: 2,
    title: 'home.step.title2',
    description:
      'home.step.description2',
    icon: 'selection',
  },
  {
    number: 3,
    title: 'home.step.title3',
    description:
      'home.step.description3',
    icon: 'documents',
  },
  {
    number: 4,
    title: 'home.step.title4',
    description:
      'home.step.description4',
    icon: 'scholarship',
  },
  {
    number: 5,
    title: 'home.step.title5',
    description:
      'home.step.description5',
    icon: 'visa',
  },
  {
    number: 6,
    title: 'home.step.title6',
    description:
      'home.step.description6',
    icon: 'arrival',
  },
];

export type Stat = { key: 'students' | 'universities' | 'countries' | 'success'; target: number; suffix: string; label: MessageId };

/** docs/PRODUCT.md §2.2: the count-up targets. */
export const STATS: readonly Stat[] = [
  { key: 'students', target: 500, suffix: '+', label: 'home.stat.label1' },
  { key: 'universities', target: 50, suffix: '+', label: 'home.stat.label2' },
  { key: 'countries', target: 15, suffix: '+', label: 'home.stat.label3' },
  { key: 'success', target: 98, suffix: '%', label: 'home.stat.label4' },
];

export const TRUST_BADGES = [
  { title: 'home.trust.title1', text: 'home.trust.text1' },
  { title: 'home.trust.title2', text: 'home.trust.text2' },
  { title: 'home.trust.title3', text: 'home.trust.text3' },
  { title: 'home.trust.title4', text: 'home.trust.text4' },
] as const;

export type Country = { name: MessageId; flag: string };

/** The eight countries of docs/PRODUCT.md §1; students also come from seven more (15+ in all). */
export const COUNTRIES: readonly Country[] = [
  { name: 'country.name1', flag: '🇸🇴' },
  { name: 'country.name2', flag: '🇰🇪' },
  { name: 'country.name3', flag: '🇪🇹' },
  { name: 'country.name4', flag: '🇺🇬' },
  { name: 'country.name5', flag: '🇹🇿' },
  { name: 'country.name6', flag: '🇳🇬' },
  { name: 'country.name7', flag: '🇬🇭' },
  { name: 'country.name8', flag: '🇸🇩' },
];

export type SuccessStory = {
  id: string;
  name: string;
  country: MessageId;
  flag: string;
  university: string;
  program: string;
  year: number;
  quote: MessageId;
  rating: 5;
};

export const SUCCESS_STORIES: readonly SuccessStory[] = [
  {
    id: 'ayaan-warsame',
    name: 'Ayaan Warsame',
    country: 'home.story.country1',
    flag: '🇸🇴',
    university: 'International Islamic University Malaysia',
    program: 'Bachelor of Medicine and Surgery (MBBS)',
    year: 2021,
    quote:
      'home.story.quote1',
    rating: 5,
  },
  {
    id: 'kwame-mensah',
    name: 'Kwame Mensah',
    country: 'home.story.country2',
    flag: '🇬🇭',
    university: 'Asia Pacific University (APU)',
    program: 'BSc (Hons) Computer Science',
    year: 2022,
    quote:
      'home.story.quote2',
    rating: 5,
  },
  {
    id: 'hana-tesfaye',
    name: 'Hana Tesfaye',
    country: 'home.story.country3',
    flag: '🇪🇹',
    university: 'Universiti Teknologi PETRONAS',
    program: 'BEng (Hons) Chemical Engineering',
    year: 2023,
    quote:
      'home.story.quote3',
    rating: 5,
  },
];

/** An embedded social video, loaded only when the visitor taps play (no third-party request before that). */
export const FEATURED_VIDEO = {
  title: 'home.video.title1',
  duration: '2:48',
  // youtube-nocookie.com sets no tracking cookies until the video plays.
  embedUrl: 'https://www.youtube-nocookie.com/embed/hY7m5jjJ9mM?autoplay=1&rel=0',
} as const;
