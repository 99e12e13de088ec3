/**
 * The community rules of the chat (issue 8; docs/product.md "Constants"): what a player's message may not
 * contain. Data first (the word lists, the patterns of advertising), then the one pure function that applies
 * them, `brokenCommunityRule(text)`, used by check-player-message.ts.
 *
 * - Advertising: links (`http://`, `www.`, `name.com`, `name dot com`), LINE contacts (`line.me`, `lin.ee`,
 *   `@handle`, `line: handle`, `แอดไลน์`), e-mail addresses and Thai phone numbers (`08x-xxx-xxxx`, `+66...`,
 *   Thai digits too).
 * - Impolite words: a short Thai and English list, matched on normalised text so that spacing, punctuation,
 *   look-alike digits and repeated letters do not hide a word: "ค ว ย", "ค.ว.ย", "ควยยยย", "f u c k",
 *   "sh1t", "fuuuck" all match. Thai words that merely contain a listed word (เหี้ยม, หีบ, สัดส่วน) are
 *   allowed: they are taken out before matching. English is matched inside words, and runs of one- or
 *   two-letter pieces are joined first ("f u c k", "fu ck"), so two ordinary words ("push it") never join.
 */

/** Thai impolite words (matched after `thaiLetters`). */
export const THAI_IMPOLITE_WORDS = [
  'ควย',
  'เหี้ย',
  'เย็ด',
  'สัส',
  'ไอ้สัตว์',
  'อีสัตว์',
  'ระยำ',
  'ชาติหมา',
  'อีดอก',
  'ส้นตีน',
  'เงี่ยน',
  'จัญไร',
  'หน้าหี',
  'อีหี',
  'พ่อมึงตาย',
  'แม่มึงตาย',
] as const;

/** Thai words that contain an impolite one but are ordinary words themselves. */
export const THAI_ALLOWED_WORDS = ['เหี้ยม', 'สัสดี'] as const;

/** English impolite words (matched after `latinLetters`; repeated letters collapse, so "asshole" is "ashole"). */
export const ENGLISH_IMPOLITE_WORDS = [
  'fuck',
  'fck',
  'shit',
  'bitch',
  'cunt',
  'asshole',
  'bastard',
  'motherfucker',
  'dickhead',
  'whore',
  'slut',
] as const;

/** Top-level domains of links people paste (a name, a dot or "dot"/"จุด", one of these). */
const LINK_TLDS =
  'com|net|org|info|biz|io|co|th|me|ly|xyz|bet|vip|app|link|site|online|club|top|cc|asia|win|live|shop|store|in\\.th|co\\.th';

/** Advertising: links, LINE contacts, e-mail addresses (checked on the text lower-cased, Thai digits as 0-9). */
export const ADVERTISING_PATTERNS: readonly RegExp[] = [
  /https?:\/\//,
  /\bwww\s*\./,
  new RegExp(`[a-z0-9-]{2,}\\s*(?:\\.|\\s(?:dot|จุด)\\s|\\[\\.\\]|\\(\\.\\))\\s*(?:${LINK_TLDS})(?![a-z])`),
  /line\s*\.\s*me|lin\s*\.\s*ee/,
  /(?:^|[^a-z0-9.])@\s?[a-z0-9][a-z0-9._-]{2,}/,
  /(?<![a-z])(?:line|ไลน์|ไลน)\s*(?:id|ไอดี)?\s*[:：=]?\s*@?[a-z0-9][a-z0-9._-]{3,}/,
  /(?:แอด|add|แอ๊ด)\s*(?:ไลน์|ไลน|line)/,
  /[a-z0-9._-]+@[a-z0-9-]+\./,
];

/** A Thai phone number: 0 or +66 then 8-9 more digits, with at most one space, dot or dash between digits. */
export const PHONE_PATTERN = /(?<!\d)(?:\+?\s?66[\s.-]?|0)\d(?:[\s.-]?\d){7,8}(?!\d)/;

const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** Thai digits ๐-๙ as 0-9. */
function asciiDigits(text: string): string {
  return text.replace(/[๐-๙]/g, (d) => String(d.charCodeAt(0) - 0x0e50));
}

/** Runs of one repeated character down to one ("ควยยย" → "ควย", "fuuuck" → "fuck"). */
function collapseRepeats(text: string): string {
  return text.replace(/(.)\1+/gu, '$1');
}

/** The Thai letters of `text` only (spaces, punctuation, digits and Latin gone), repeats collapsed. */
export function thaiLetters(text: string): string {
  return collapseRepeats(text.normalize('NFC').replace(/[^\u0E01-\u0E4E]/g, ''));
}

/**
 * The Latin words of `text`, look-alike digits and signs read as letters, everything else dropped, repeats
 * collapsed; runs of pieces of one or two letters joined into one word ("f u c k" → "fuck").
 */
export function latinWords(text: string): string[] {
  const pieces = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/\s+/)
    .map((w) =>
      collapseRepeats(
        [...w]
          .map((c) => LOOK_ALIKES[c] ?? c)
          .join('')
          .replace(/[^a-z]/g, ''),
      ),
    )
    .filter((w) => w.length > 0);
  const words: string[] = [];
  let run = '';
  for (const p of pieces) {
    if (p.length <= 2) {
      run += p;
      continue;
    }
    if (run) words.push(collapseRepeats(run));
    run = '';
    words.push(p);
  }
  if (run) words.push(collapseRepeats(run));
  return words;
}

const thaiImpolite = THAI_IMPOLITE_WORDS.map(thaiLetters);
const thaiAllowed = THAI_ALLOWED_WORDS.map(thaiLetters);
const englishImpolite = ENGLISH_IMPOLITE_WORDS.map((w) => collapseRepeats(w));

/** Which rule `text` breaks: `advertising` (links, contacts, phone numbers), `impolite` (words), or null. */
export function brokenCommunityRule(text: string): 'advertising' | 'impolite' | null {
  const plain = asciiDigits(text.normalize('NFKC')).toLowerCase();
  if (PHONE_PATTERN.test(plain) || ADVERTISING_PATTERNS.some((p) => p.test(plain))) return 'advertising';
  let thai = thaiLetters(text);
  for (const ok of thaiAllowed) thai = thai.split(ok).join(' ');
  if (thaiImpolite.some((w) => thai.includes(w))) return 'impolite';
  const latin = latinWords(text);
  if (latin.some((word) => englishImpolite.some((w) => word.includes(w)))) return 'impolite';
  return null;
}
