/**
 * Thai texts of the notifications (docs/product.md "Notifications"): the shell's bell and list, and each kind's
 * title and body, which the api renders with `notificationText` (params: `slip`, `game`, `date`, `amount`).
 */
export const notifications = {
  notifications: {
    title: 'การแจ้งเตือน',
    bell: 'การแจ้งเตือน',
    unread: 'ยังไม่ได้อ่าน {{count}} รายการ',
    tabs: { all: 'ทั้งหมด', reward: 'รางวัล', transaction: 'ธุรกรรม', announcement: 'ประกาศ' },
    readAll: 'อ่านทั้งหมด',
    loadMore: 'ดูเพิ่มเติม',
    empty: 'ยังไม่มีการแจ้งเตือน',
    failed: 'โหลดการแจ้งเตือนไม่สำเร็จ กรุณาลองใหม่ภายหลัง',
    unreadMark: 'ยังไม่ได้อ่าน',
    kinds: {
      PRIZE_WON: {
        title: 'ยินดีด้วย คุณถูกรางวัล',
        body: 'โพย {{slip}} {{game}} งวด {{date}} ได้รับเงินรางวัล {{amount}} บาท',
      },
      VOID_REFUND: {
        title: 'คืนเงินงวดที่ยกเลิก',
        body: '{{game}} งวด {{date}} ถูกยกเลิก คืนเงินโพย {{slip}} จำนวน {{amount}} บาท เข้ากระเป๋าแล้ว',
      },
      DEPOSIT: {
        title: 'ฝากเงินสำเร็จ',
        body: 'ยอดฝาก {{amount}} บาท เข้ากระเป๋าเงินของคุณแล้ว',
      },
      WITHDRAW_PAID: {
        title: 'ถอนเงินสำเร็จ',
        body: 'เจ้าหน้าที่อนุมัติการถอนเงิน {{amount}} บาท และโอนเข้าบัญชีธนาคารของคุณแล้ว',
      },
      WITHDRAW_REJECTED: {
        title: 'คำขอถอนเงินไม่ได้รับการอนุมัติ',
        body: 'คำขอถอนเงิน {{amount}} บาท ไม่ได้รับการอนุมัติ ยอดเงินคืนเข้ากระเป๋าเงินของคุณแล้ว',
      },
    },
  },
} as const;
