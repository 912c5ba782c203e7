// Draws the install icons from public/favicon.svg with the system Chromium (the same one the
// e2e suite uses), so the PNGs always match the favicon. Run after changing the favicon:
//   node --import tsx scripts/generate-pwa-icons.ts
// and commit public/icons/*.png.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const svg = await readFile(path.join(root, 'public', 'favicon.svg'), 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** The brand green of the favicon: a maskable icon's safe area is the inner 80 %. */
const MASKABLE_BACKGROUND = '#059669';

const icons = [
  { file: 'icon-192.png', size: 192, inset: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, inset: 0, background: 'transparent' },
  { file: 'apple-touch-icon-180.png', size: 180, inset: 0, background: MASKABLE_BACKGROUND },
  // The mark at 70 % of the square keeps it inside any mask's circle.
  { file: 'icon-maskable-512.png', size: 512, inset: 0.15, background: MASKABLE_BACKGROUND },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const { file, size, inset, background } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const margin = Math.round(size * inset);
    await page.setContent(
      `<body style="margin:0;background:${background}">` +
        `<img src="${dataUrl}" style="display:block;margin:${margin}px;` +
        `width:${size - 2 * margin}px;height:${size - 2 * margin}px"></body>`,
    );
    await page.screenshot({
      path: path.join(root, 'public', 'icons', file),
      omitBackground: background === 'transparent',
    });
    await page.close();
    console.log(`public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
