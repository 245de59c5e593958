/** About page copy (docs/PRODUCT.md §2.5). The leadership team signs the news articles too. */

import type { MessageId } from '../../../i18n/i18n';

export const SERVICES = [
  {
    title: 'about.service.title1',
    text: 'about.service.text1',
    icon: 'selection',
  },
  {
    title: 'about.service.title2',
    text: 'about.service.text2',
    icon: 'documents',
  },
  {
    title: 'about.service.title3',
    text: 'about.service.text3',
    icon: 'visa',
  },
  {
    title: 'about.service.title4',
    text: 'about.service.text4',
    icon: 'arrival',
  },
] as const;

export type TeamMember = { name: string; title: MessageId; location: MessageId; bio: MessageId };

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Ibrahim Mohamed Osman',
    title: 'about.team.title1',
    location: 'about.team.location1',
    bio: 'about.team.bio1',
  },
  {
    name: 'Grace Wanjiru Mwangi',
    title: 'about.team.title2',
    location: 'about.team.location2',
    bio: 'about.team.bio2',
  },
  {
    name: 'Chidinma Okafor',
    title: 'about.team.title3',
    location: 'about.team.location3',
    bio: 'about.team.bio3',
  },
];

export type Testimonial = { name: string; field: string; quote: MessageId; flag: string; country: MessageId };

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Fatuma Njeri',
    field: "Business Administration, Taylor's University",
    quote: 'about.testimonial.quote1',
    flag: '🇰🇪',
    country: 'about.testimonial.country1',
  },
  {
    name: 'Abdullahi Musa',
    field: 'Petroleum Engineering, Curtin University Malaysia',
    quote: 'about.testimonial.quote2',
    flag: '🇳🇬',
    country: 'about.testimonial.country2',
  },
  {
    name: 'Mohamed Elamin',
    field: 'Pharmacy, UCSI University',
    quote: 'about.testimonial.quote3',
    flag: '🇸🇩',
    country: 'about.testimonial.country3',
  },
  {
    name: 'Joseph Ssempala',
    field: 'Information Technology, Multimedia University',
    quote: 'about.testimonial.quote4',
    flag: '🇺🇬',
    country: 'about.testimonial.country4',
  },
];

/** The policies the footer links to (sections of this page, with no route of their own: docs/PRODUCT.md §2.1). */
export const POLICIES = [
  {
    id: 'privacy',
    title: 'about.policy.title1',
    text: 'about.policy.text1',
  },
  {
    id: 'terms',
    title: 'about.policy.title2',
    text: 'about.policy.text2',
  },
  {
    id: 'cookies',
    title: 'about.policy.title3',
    text: 'about.policy.text3',
  },
] as const;
