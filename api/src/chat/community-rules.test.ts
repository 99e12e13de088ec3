/**
 * The chat's community rules (chat/community-rules.ts): advertising and impolite words are found however
 * they are spelt out (spaces, dots, repeated letters, look-alike digits, Thai digits), and ordinary Thai chat
 * about lottery numbers passes.
 */
import { brokenCommunityRule, latinWords, thaiLetters } from './community-rules';

describe('the community rules', () => {
  it.each([
    'ดูเลขเด็ดที่ https://example.com/tips',
    'เข้าเว็บ www.hoy-dee.net เลย',
    'สมัครที่ luckybet.com รับโบนัส',
    'เว็บ luckybet dot com',
    'เว็บ luckybet จุด com',
    'แอดไลน์มาคุยกัน',
    'add line นะครับ',
    'ไลน์ไอดี: hoydee99',
    'line id hoydee99',
    'ทักมาที่ @hoydee',
    'line.me/ti/p/abcdef',
    'lin.ee/abcd',
    'ส่งอีเมลมาที่ seller@example.co',
    'โทร 081-234-5678',
    'โทร 0812345678 ได้เลย',
    'เบอร์ 08 1234 5678',
    'call +66 81 234 5678',
    'โทร ๐๘๑๒๓๔๕๖๗๘',
  ])('refuses advertising: %s', (text) => {
    expect(brokenCommunityRule(text)).toBe('advertising');
  });

  it.each([
    'ควย',
    'ไอ้ ค ว ย',
    'ค.ว.ย',
    'ควยยยยย',
    'เหี้ยจริง',
    'เ หี้ ย',
    'ไอ้สัตว์',
    'อีดอก',
    'fuck',
    'f u c k you',
    'fu ck',
    'F.U.C.K',
    'fuuuuuck',
    'sh1t',
    '$hit happens',
    'you b!tch',
    'motherfucker',
    'asshole',
  ])('refuses impolite words: %s', (text) => {
    expect(brokenCommunityRule(text)).toBe('impolite');
  });

  it.each([
    'สวัสดีครับ วันนี้หวยออกอะไร 🎉',
    'งวดนี้ขอ 536077 เลขเด็ด 77 43',
    'เลขท้าย 2 ตัว 12 34 56 78 90 มาแน่',
    'ถูกรางวัลที่ 1 ยินดีด้วยนะ 🙏',
    'ฆาตกรเหี้ยมโหดในข่าว',
    'ขนของใส่หีบ',
    'สัดส่วนรางวัลดีมาก',
    'push it to the limit',
    'online นะ เดี๋ยวมา',
    'ซื้อ 10 ใบ ราคา 79.00 บาท',
    'ควายตัวใหญ่มาก',
    'ขอบคุณค่ะ 555',
    'เวลา 15.10 น. ปิดรับ',
  ])('accepts: %s', (text) => {
    expect(brokenCommunityRule(text)).toBeNull();
  });

  it('normalises Thai to its letters and Latin to joined words', () => {
    expect(thaiLetters('ค . ว . ย ย ย 123')).toBe('ควย');
    expect(latinWords('f u c k  y o u  push it')).toEqual(['fuckyou', 'push', 'it']);
  });
});
