/**
 * GET /lottery/fe/background/{date}T16:00:00: the ticket artwork of a draw date, generated as SVG
 * (image/svg+xml; not an envelope): a red and gold government-lottery ticket with the draw date in Thai
 * with the Buddhist-era year (e.g. "1 ธันวาคม 2569"), the price and a guilloche-like pattern seeded by
 * the date so every draw looks different. Pure.
 */
import { TICKET_UNIT_PRICE_SATANG, formatThaiDrawDate, lotteryArtworkTh, toBuddhistYear } from 'shared-contracts';

/** The artwork URL of a draw date (what the wire's `lottery_bg` holds). */
export function artworkPath(drawDate: string): string {
  return `/api/v1/lottery/fe/background/${drawDate}T16:00:00`;
}

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

export function ticketArtworkSvg(drawDate: string): string {
  const [y, m, d] = drawDate.split('-').map(Number) as [number, number, number];
  const seed = y * 372 + m * 31 + d;
  const thaiDate = escapeXml(formatThaiDrawDate(drawDate));
  const title = escapeXml(lotteryArtworkTh.title);
  const subtitle = escapeXml(lotteryArtworkTh.subtitle);
  const priceText = escapeXml(lotteryArtworkTh.price.replace('{{price}}', String(TICKET_UNIT_PRICE_SATANG / 100)));
  const drawLabel = escapeXml(lotteryArtworkTh.drawDate);
  const rays = Array.from({ length: 36 }, (_, i) => {
    const a = ((i * 10 + (seed % 10)) * Math.PI) / 180;
    const x = (300 + Math.cos(a) * 260).toFixed(1);
    const yy = (150 + Math.sin(a) * 260).toFixed(1);
    return `<line x1="300" y1="150" x2="${x}" y2="${yy}" stroke="#f4d27a" stroke-opacity="0.18" stroke-width="2"/>`;
  }).join('');
  const waves = Array.from({ length: 6 }, (_, i) => {
    const amp = 6 + ((seed >> i) % 7);
    const yy = 40 + i * 44;
    return `<path d="M0 ${yy} Q 75 ${yy - amp} 150 ${yy} T 300 ${yy} T 450 ${yy} T 600 ${yy}" fill="none" stroke="#ffe9a8" stroke-opacity="0.25" stroke-width="1.5"/>`;
  }).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300" role="img" aria-label="${title} ${thaiDate}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#b3121f"/>
      <stop offset="1" stop-color="#6e0a12"/>
    </linearGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#f9e08b"/>
      <stop offset="0.5" stop-color="#d4a537"/>
      <stop offset="1" stop-color="#f9e08b"/>
    </linearGradient>
  </defs>
  <rect width="600" height="300" rx="18" fill="url(#bg)"/>
  ${rays}
  ${waves}
  <rect x="10" y="10" width="580" height="280" rx="12" fill="none" stroke="url(#gold)" stroke-width="4"/>
  <rect x="20" y="20" width="560" height="260" rx="8" fill="none" stroke="#f4d27a" stroke-opacity="0.6" stroke-dasharray="6 4"/>
  <circle cx="80" cy="90" r="44" fill="none" stroke="url(#gold)" stroke-width="4"/>
  <text x="80" y="100" text-anchor="middle" font-family="sans-serif" font-size="28" font-weight="700" fill="url(#gold)">${toBuddhistYear(y) % 100}</text>
  <text x="330" y="70" text-anchor="middle" font-family="'Noto Sans Thai', sans-serif" font-size="30" font-weight="700" fill="url(#gold)">${title}</text>
  <text x="330" y="102" text-anchor="middle" font-family="'Noto Sans Thai', sans-serif" font-size="16" fill="#ffe9a8">${subtitle}</text>
  <text x="330" y="160" text-anchor="middle" font-family="'Noto Sans Thai', sans-serif" font-size="18" fill="#ffe9a8">${drawLabel}</text>
  <text x="330" y="200" text-anchor="middle" font-family="'Noto Sans Thai', sans-serif" font-size="34" font-weight="700" fill="url(#gold)">${thaiDate}</text>
  <rect x="440" y="225" width="130" height="44" rx="8" fill="url(#gold)"/>
  <text x="505" y="254" text-anchor="middle" font-family="'Noto Sans Thai', sans-serif" font-size="20" font-weight="700" fill="#7a0c14">${priceText}</text>
</svg>
`;
}
