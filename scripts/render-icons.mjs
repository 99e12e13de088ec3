#!/usr/bin/env node
/**
 * Renders the site's PNG icons and favicon.ico from the SVGs in shell/public/ with Chromium (playwright-core), so
 * no image library is needed; run it after changing an SVG and commit the results (issue 14, "Pages that pass the
 * audits"). favicon.svg (the red/gold "หวย" roundel, transparent corners) gives icon-192.png, icon-512.png and the
 * 16/32/48 px images of favicon.ico; icon-maskable.svg (full bleed, roundel inside the safe zone) gives
 * icon-maskable-512.png and apple-touch-icon.png (180 px, iOS fills transparency with black).
 *
 *   node scripts/render-icons.mjs            (CHROMIUM_PATH overrides /usr/bin/chromium)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

const { chromium } = createRequire(import.meta.url)('playwright-core');
const PUBLIC = join(ROOT, 'shell', 'public');

/** PNG bytes of `svgFile` drawn at `size`×`size` px, transparent where the SVG is. */
async function render(browser, svgFile, size) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const svg = readFileSync(join(PUBLIC, svgFile), 'utf8');
  await page.setContent(
    `<!doctype html><html><body style="margin:0;background:transparent">` +
      `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}" style="display:block"></body></html>`,
  );
  // runs in the page (a string: these scripts are linted as Node code)
  await page.waitForFunction('document.fonts.status === "loaded" && document.images[0].complete');
  const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  await page.close();
  return png;
}

/** An ICO file holding PNG images (Windows Vista+ and every browser read PNG entries). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(png.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += png.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const outputs = [
    ['icon-192.png', 'favicon.svg', 192],
    ['icon-512.png', 'favicon.svg', 512],
    ['icon-maskable-512.png', 'icon-maskable.svg', 512],
    ['apple-touch-icon.png', 'icon-maskable.svg', 180],
  ];
  for (const [out, svg, size] of outputs) {
    writeFileSync(join(PUBLIC, out), await render(browser, svg, size));
    console.log(`shell/public/${out} (${size} px from ${svg})`);
  }
  const sizes = [16, 32, 48];
  const images = [];
  for (const size of sizes) images.push({ size, png: await render(browser, 'favicon.svg', size) });
  writeFileSync(join(PUBLIC, 'favicon.ico'), ico(images));
  console.log(`shell/public/favicon.ico (${sizes.join(', ')} px from favicon.svg)`);
} finally {
  await browser.close();
}
