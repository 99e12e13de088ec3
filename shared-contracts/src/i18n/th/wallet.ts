/** Thai texts of the wallet remote. */
export const wallet = {
  wallet: {
    title: 'กระเป๋าเงิน',
    balance: 'ยอดเงินคงเหลือ',
    freeLottery: 'ลอตเตอรี่ฟรี',
    tickets: 'ใบ',
    deposit: 'ฝากเงิน',
    withdraw: 'ถอนเงิน',
    history: 'ประวัติธุรกรรม',
    amount: 'จำนวนเงิน (บาท)',
    demoNotice: 'โหมดเครดิตทดลอง: ยอดเงินเป็นเครดิตสำหรับเล่นเท่านั้น ไม่ใช่เงินจริง',
    depositSubmit: 'เติมเครดิต',
    depositSuccess: 'เติมเครดิต {{amount}} บาท สำเร็จ',
    loading: 'กำลังโหลดยอดเงิน...',
    empty: 'ยังไม่มีรายการ',
    reloaded: 'อัปเดตยอดเงินแล้ว',
  },
} as const;
