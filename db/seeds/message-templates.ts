// The demo's message templates (docs/PRODUCT.md §3.19): the common reminders in English, Somali, Arabic and Swahili,
// written by the marketing account.
import type { MessageChannel, TemplateLanguage } from '@contract/template-fill';

export const MESSAGE_TEMPLATES: readonly { name: string; channel: MessageChannel; language: TemplateLanguage; subject: string | null; body: string }[] = [
  {
    name: 'Deadline reminder',
    channel: 'whatsapp',
    language: 'en',
    subject: null,
    body:
      'Hi {{firstName}}, this is {{counselorName}} from Mission Control. A reminder that your application for {{program}} at ' +
      '{{university}} is due on {{deadline}}. Reply here if you need help with any document.',
  },
  {
    name: 'Offer congratulations',
    channel: 'email',
    language: 'en',
    subject: 'Congratulations on your offer from {{university}}',
    body:
      'Dear {{firstName}},\n\nCongratulations! {{university}} has offered you a place on {{program}}. ' +
      'I will call you this week to go through the offer letter and the next steps for your student visa.\n\n' +
      'Best regards,\n{{counselorName}}\nMission Control',
  },
  {
    name: 'Xasuusin: waqtiga codsiga',
    channel: 'whatsapp',
    language: 'so',
    subject: null,
    body:
      'Salaam {{firstName}}, waa {{counselorName}} oo ka socda Mission Control. Waxaan ku xasuusinayaa in codsigaaga ' +
      '{{program}} ee {{university}} uu ku eg yahay {{deadline}}. Haddii aad u baahan tahay caawimaad, halkan nagu soo qor.',
  },
  {
    name: 'تذكير بموعد التقديم',
    channel: 'whatsapp',
    language: 'ar',
    subject: null,
    body:
      'مرحباً {{firstName}}، معك {{counselorName}} من Mission Control. نذكّرك بأن آخر موعد لتقديم طلبك لبرنامج {{program}} ' +
      'في {{university}} هو {{deadline}}. راسلنا هنا إذا احتجت أي مساعدة.',
  },
  {
    name: 'Nyaraka za maombi',
    channel: 'sms',
    language: 'sw',
    subject: null,
    body: 'Habari {{firstName}}, ni {{counselorName}} wa Mission Control. Tafadhali tuma nyaraka za maombi yako ya {{university}} kabla ya {{deadline}}. Asante!',
  },
];
