/** The eight FAQ answers carry the figures of docs/PRODUCT.md §1.4: timelines and the cost of living. */
export type FaqItem = { question: string; answer: string };

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'Is your consultation really free?',
    answer:
      'Yes. Advice, university shortlisting and application support cost you nothing: our partner universities pay us when a student enrols. Some document services, such as certified translations or courier fees, may carry a small processing fee, and we always tell you the amount before you decide.',
  },
  {
    question: 'How long does the whole process take?',
    answer:
      'Plan for 3-4 months from your first consultation to your flight. Application processing takes 2-4 weeks, the offer letter 4-6 weeks, and the student visa 4-8 weeks. We start early so you never miss an intake.',
  },
  {
    question: 'How much does it cost to live in Malaysia?',
    answer:
      'Most students spend RM 1,500-2,500 (about USD 350-600) a month on rent, food, transport and a phone plan. Shared rooms outside the city centre and cooking at home keep you at the lower end.',
  },
  {
    question: 'Which documents do I need to apply?',
    answer:
      'A passport valid for at least 18 months, your secondary school or degree certificates and transcripts, passport photos and, for most programmes, an English test result. We tell you which documents need certified English translations.',
  },
  {
    question: 'Do I need IELTS or TOEFL?',
    answer:
      'Most degree programmes ask for IELTS 5.5-6.0 or an equivalent TOEFL, PTE or MUET score. If you have not taken a test yet, many universities offer an intensive English programme before your degree starts.',
  },
  {
    question: 'Can I get a scholarship?',
    answer:
      'Many of our students do. Partner universities offer merit scholarships of 25-75% of tuition, and government and development-bank scholarships can cover everything. Apply 12-18 months before your intake for the best chance.',
  },
  {
    question: 'Can I work part-time while studying?',
    answer:
      'International students may work up to 20 hours a week during semester breaks and holidays longer than seven days, with the approval of their university and the immigration department. Budget as if you will not need this income.',
  },
  {
    question: 'What help do I get when I arrive in Malaysia?',
    answer:
      'We meet you at the airport, help you move into your accommodation, open a bank account and get a local SIM card, and attend orientation with you. Your counselor stays your contact for the whole first semester.',
  },
];
