import { compareTimetokens, maskCustomerCode, msOfTimetoken, timetokenOfMs } from '../chat/chat-rules';
import { chatBanBody, chatReportBody } from './chat';

describe('chat wire rules', () => {
  it('masks a customer code to its prefix and last four characters', () => {
    expect(maskCustomerCode('TL12345678')).toBe('TL****5678');
    expect(maskCustomerCode('C0001')).toBe('C***');
  });

  it('converts between epoch ms and 17-digit timetokens, and orders timetokens', () => {
    const ms = Date.parse('2026-05-02T03:00:00Z');
    expect(timetokenOfMs(ms)).toBe('17776908000000000');
    expect(msOfTimetoken('17776908000001234')).toBe(ms);
    expect(compareTimetokens('17776908000000001', '17776908000000002')).toBeLessThan(0);
    expect(compareTimetokens('9999999999999999', '17776908000000000')).toBeLessThan(0);
    expect(compareTimetokens('17776908000000002', '17776908000000002')).toBe(0);
  });

  it('takes a report of a 17-digit timetoken with a known reason, and a ban of 1 minute to a year', () => {
    expect(chatReportBody.safeParse({ timetoken: '17776908000000000', reason: 'SPAM' }).success).toBe(true);
    expect(chatReportBody.safeParse({ timetoken: '1777690800', reason: 'SPAM' }).success).toBe(false);
    expect(chatReportBody.safeParse({ timetoken: '17776908000000000', reason: 'BORING' }).success).toBe(false);
    expect(chatBanBody.safeParse({ minutes: 525_600, reason: 'สแปม' }).success).toBe(true);
    expect(chatBanBody.safeParse({ minutes: 0, reason: 'x' }).success).toBe(false);
    expect(chatBanBody.safeParse({ minutes: 5, reason: '   ' }).success).toBe(false);
  });
});
