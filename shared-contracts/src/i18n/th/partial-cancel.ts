/**
 * Thai texts of the partial cancel (docs/game-rules.md "Partial cancel"), one set for every remote that offers
 * it: the draw games' slips and the shop's tickets show the same quote, window, buttons and refusals. What
 * differs per remote (the dialog's title, "N รายการ" vs "สลาก N ใบ") stays in that remote's own texts.
 * `errors` holds the refusals of the cancel endpoints by `ErrorCode`, anything else is `generic`.
 */
export const partialCancel = {
  partialCancel: {
    checking: 'กำลังคำนวณค่าธรรมเนียม…',
    fee: 'ค่าธรรมเนียมการยกเลิก',
    refund: 'ได้รับเงินคืน',
    amount: '{{amount}} บาท',
    window: 'ยกเลิกได้ภายใน 30 นาทีหลังซื้อ และไม่น้อยกว่า 15 นาทีก่อนปิดรับงวด',
    notAllowed: 'เลยเวลายกเลิกแล้ว $t(partialCancel.window)',
    until: 'ยกเลิกได้ถึง {{time}}',
    confirm: 'ยืนยันยกเลิก',
    dismiss: 'ไม่ยกเลิก',
    done: 'ยกเลิกเรียบร้อยแล้ว เงินคืนเข้ากระเป๋าของคุณ',
    errors: {
      E20016: '$t(partialCancel.notAllowed)',
      E10409: 'ไม่มีรายการที่ยกเลิกได้แล้ว',
      E10001: 'ไม่พบรายการที่ต้องการยกเลิก',
      E30003: 'ยกเลิกไม่ได้ เพราะใช้สลากฟรีที่ได้จากรายการนี้ไปแล้ว',
      generic: 'ยกเลิกไม่สำเร็จ กรุณาลองใหม่',
    },
  },
} as const;
