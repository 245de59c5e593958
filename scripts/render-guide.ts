// Renders the "Download Guide" PDF of the universities page (web/public/guides/study-in-malaysia-guide.pdf) with
// the Chromium the tests use, so no document tool is needed. Run after changing the text below:
//   node --import tsx scripts/render-guide.ts
// Figures follow the site's FAQ (docs/PRODUCT.md §1.4): keep them in step with web/src/features/public/content/faq.ts.
import { chromium } from 'playwright-core';

const OUT = 'web/public/guides/study-in-malaysia-guide.pdf';

const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Study in Malaysia: a guide for African students</title>
<style>
  body { font: 11pt/1.5 system-ui, sans-serif; color: #111; margin: 0; }
  h1 { font-size: 22pt; color: #0c5d56; margin: 0 0 4pt; }
  h2 { font-size: 13pt; color: #0c5d56; margin: 16pt 0 4pt; border-bottom: 1px solid #cbd5e1; padding-bottom: 2pt; }
  p, li { margin: 3pt 0; }
  .lead { color: #475569; margin-bottom: 10pt; }
  table { border-collapse: collapse; width: 100%; }
  td { border: 1px solid #cbd5e1; padding: 4pt 6pt; vertical-align: top; }
  td:first-child { width: 34%; font-weight: 600; }
</style></head><body>
<h1>Study in Malaysia</h1>
<p class="lead">A short guide for students from Somalia, Kenya, Ethiopia, Uganda, Tanzania, Nigeria, Ghana, Sudan and beyond,
from Mission Control, guiding African students to their dream Malaysian universities since 2014.</p>

<h2>Why Malaysia</h2>
<ul>
  <li>Recognised degrees, many taught fully in English, at public research universities and international branch campuses.</li>
  <li>Tuition and living costs well below the UK, Australia or North America.</li>
  <li>A welcoming, multicultural country with halal food everywhere and large African student communities.</li>
</ul>

<h2>Your journey in six steps</h2>
<ol>
  <li><b>Free consultation</b>: your results, budget and career plans, by WhatsApp or video call.</li>
  <li><b>University selection</b>: a shortlist of three to five programmes from our 50+ partner universities.</li>
  <li><b>Application and documents</b>: checked transcripts, passport and translations; processing takes 2-4 weeks.</li>
  <li><b>Scholarship guidance</b>: government, university and foundation awards, essays reviewed.</li>
  <li><b>Acceptance and visa</b>: the offer letter in 4-6 weeks, then the EMGS student pass in 4-8 weeks.</li>
  <li><b>Pre-departure and arrival</b>: a briefing, airport pick-up, housing, SIM card and bank account.</li>
</ol>

<h2>Timeline and money at a glance</h2>
<table>
  <tr><td>Application processing</td><td>2-4 weeks</td></tr>
  <tr><td>Offer letter</td><td>4-6 weeks</td></tr>
  <tr><td>Student visa (EMGS)</td><td>4-8 weeks</td></tr>
  <tr><td>From first call to your flight</td><td>3-4 months in total</td></tr>
  <tr><td>Cost of living</td><td>RM 1,500-2,500 (about USD 350-600) a month for rent, food, transport and phone</td></tr>
  <tr><td>Our consultation</td><td>Free: we are paid by our partner universities; any document fee is quoted before you agree</td></tr>
</table>

<h2>Documents to prepare</h2>
<ul>
  <li>A passport valid for at least 18 months.</li>
  <li>Secondary school or degree certificates and transcripts, with certified English translations where needed.</li>
  <li>Passport photos and, for most programmes, an English result (IELTS 5.5-6.0 or equivalent).</li>
</ul>

<h2>Scholarships</h2>
<p>Partner universities offer merit scholarships of 25-75% of tuition; government and development-bank scholarships
can cover everything. Start 12-18 months before your intake, write a strong application, meet every deadline and
ask for help early.</p>

<h2>Talk to us</h2>
<p>Book your free consultation on our website: open the student portal, chat with us on WhatsApp, or visit our office
in Kuala Lumpur. Contact details are on every page of the site.</p>
</body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  await page.setContent(html);
  await page.pdf({ path: OUT, format: 'A4', margin: { top: '18mm', bottom: '18mm', left: '18mm', right: '18mm' } });
  console.log(OUT);
} finally {
  await browser.close();
}
