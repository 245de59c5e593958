// Renders the SVG app icons to the PNG sizes install prompts and launchers need, with the Chromium the
// tests use, then writes them as 256-colour PNGs with sharp (a fifth of the bytes, which every phone that installs
// the site and the service worker's first visit download). Run after changing web/public/icons/*.svg:
//   node --import tsx scripts/render-icons.ts
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const ICONS = [
  { svg: 'icon.svg', out: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', out: 'icon-512.png', size: 512 },
  { svg: 'maskable.svg', out: 'maskable-512.png', size: 512 },
  { svg: 'icon.svg', out: 'apple-touch-icon.png', size: 180 },
];
const dir = 'web/public/icons';

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const { svg, out, size } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markup = readFileSync(`${dir}/${svg}`, 'utf8');
    await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${markup.replace('<svg ', `<svg width="${size}" height="${size}" `)}`);
    const rendered = await page.screenshot({ omitBackground: true });
    await sharp(rendered).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toFile(`${dir}/${out}`);
    await page.close();
    console.log(`${dir}/${out}`);
  }
} finally {
  await browser.close();
}
