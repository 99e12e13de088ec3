import { createThaiI18n } from '../i18n/create-i18n';
import { notificationText } from './notification-text';

const { t } = createThaiI18n();

describe('notificationText (docs/product.md "Notifications")', () => {
  it('renders a prize with the game’s Thai name, the Buddhist-era draw date and baht with separators', () => {
    expect(
      notificationText(
        {
          kind: 'PRIZE_WON',
          params: { slip_code: 'UG2605020001', game_code: 'UG', draw_date: '2026-05-02', amount_satang: 1_234_567 },
        },
        t,
      ),
    ).toEqual({
      title: 'ยินดีด้วย คุณถูกรางวัล',
      body: 'โพย UG2605020001 หวยรัฐบาลไทย งวด 2 พฤษภาคม 2569 ได้รับเงินรางวัล 12,345.67 บาท',
    });
  });

  it('renders a void refund, a deposit, and an announcement as the ops wrote it', () => {
    expect(
      notificationText(
        {
          kind: 'VOID_REFUND',
          params: { slip_code: 'LOTTH1', game_code: 'LOTTH', draw_date: '2026-05-16', amount_satang: 15800 },
        },
        t,
      ).body,
    ).toBe('ลอตเตอรี่ออนไลน์ งวด 16 พฤษภาคม 2569 ถูกยกเลิก คืนเงินโพย LOTTH1 จำนวน 158.00 บาท เข้ากระเป๋าแล้ว');
    expect(notificationText({ kind: 'DEPOSIT', params: { amount_satang: 50_000 } }, t)).toEqual({
      title: 'ฝากเงินสำเร็จ',
      body: 'ยอดฝาก 500.00 บาท เข้ากระเป๋าเงินของคุณแล้ว',
    });
    expect(
      notificationText({ kind: 'ANNOUNCEMENT', params: { title: '<b>ประกาศ</b>', body: 'ปิด 02:00 น.' } }, t),
    ).toEqual({ title: '<b>ประกาศ</b>', body: 'ปิด 02:00 น.' });
  });
});
