/** About page copy (docs/PRODUCT.md §2.5). The leadership team signs the news articles too. */

export const SERVICES = [
  {
    title: 'University Selection',
    text: 'An honest shortlist from 50+ partner universities, public and private, matched to your grades, budget and career plans.',
    icon: 'selection',
  },
  {
    title: 'Applications & Scholarships',
    text: 'Complete, checked applications and a scholarship plan, with essays reviewed and every deadline tracked for you.',
    icon: 'documents',
  },
  {
    title: 'Visa Processing',
    text: 'Your EMGS student pass from start to finish: forms, medical screening, insurance and the single-entry visa.',
    icon: 'visa',
  },
  {
    title: 'Pre-departure & Arrival',
    text: 'Briefings before you fly, airport pick-up, housing, a bank account and a counselor through your first semester.',
    icon: 'arrival',
  },
] as const;

export type TeamMember = { name: string; title: string; location: string; bio: string };

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Ibrahim Mohamed Osman',
    title: 'Founder & Managing Director',
    location: 'Kuala Lumpur, Malaysia',
    bio: 'Ibrahim came to Malaysia from Hargeisa in 2006 to study engineering at IIUM. After years of helping friends and cousins with their applications, he founded the consultancy in 2014 so that no family would have to navigate the process alone.',
  },
  {
    name: 'Grace Wanjiru Mwangi',
    title: 'Head of Admissions & Scholarships',
    location: 'Nairobi, Kenya',
    bio: 'A Universiti Malaya graduate and former admissions officer, Grace leads our counselors and has guided more than 200 students to scholarships covering part or all of their tuition.',
  },
  {
    name: 'Chidinma Okafor',
    title: 'Director of Student Outreach',
    location: 'Lagos, Nigeria',
    bio: 'Chidinma runs our education fairs and pre-departure briefings across West and East Africa, and makes sure every student has someone to call from the day they land.',
  },
];

export type Testimonial = { name: string; field: string; quote: string; flag: string; country: string };

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Fatuma Njeri',
    field: "Business Administration, Taylor's University",
    quote: 'My counselor replied on WhatsApp at 11 pm the night before my visa medical. That is the kind of support you get.',
    flag: '🇰🇪',
    country: 'Kenya',
  },
  {
    name: 'Abdullahi Musa',
    field: 'Petroleum Engineering, Curtin University Malaysia',
    quote: 'They were honest that my first choice was out of my budget and found a better fit with a 50% merit scholarship.',
    flag: '🇳🇬',
    country: 'Nigeria',
  },
  {
    name: 'Mohamed Elamin',
    field: 'Pharmacy, UCSI University',
    quote: 'Every document was checked before it went out. My offer letter came in five weeks and my visa in seven.',
    flag: '🇸🇩',
    country: 'Sudan',
  },
  {
    name: 'Joseph Ssempala',
    field: 'Information Technology, Multimedia University',
    quote: 'Someone met me at KLIA, drove me to my hostel and helped me buy a SIM card. I never felt alone.',
    flag: '🇺🇬',
    country: 'Uganda',
  },
];

/** The policies the footer links to (sections of this page, with no route of their own: docs/PRODUCT.md §2.1). */
export const POLICIES = [
  {
    id: 'privacy',
    title: 'Privacy Policy',
    text: 'We collect only what we need to advise you and apply on your behalf: your contact details, academic documents and the choices you make with your counselor. We share documents only with the universities, scholarship bodies and immigration services you ask us to apply to, and we never sell your data. Write to us at any time to see, correct or delete what we hold about you.',
  },
  {
    id: 'terms',
    title: 'Terms of Service',
    text: 'Our consultation and application support are free of charge. Any document-processing fee is quoted in writing before you agree to it. Admission, scholarship and visa decisions are made by universities, funders and the Malaysian authorities; we advise and prepare, but cannot guarantee an outcome.',
  },
  {
    id: 'cookies',
    title: 'Cookie Policy',
    text: 'This site sets no advertising or tracking cookies. We use one session cookie when you sign in to the student portal, and your browser stores your theme choice locally. Embedded videos load from YouTube only after you press play.',
  },
] as const;
