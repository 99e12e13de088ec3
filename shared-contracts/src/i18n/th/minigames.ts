/** Thai texts of the mini-games remote; the remote adds them to the shared `common` namespace at mount. */
export const minigamesTexts = {
  minigames: {
    title: 'มินิเกม',
    comingSoon: 'เปิดให้เล่นเร็ว ๆ นี้',
    cointossing: {
      title: 'หัวก้อย',
      body: 'ทายหน้าเหรียญ หัวหรือก้อย ผลสุ่มโปร่งใส ตรวจสอบได้ทุกตา',
      heads: 'หัว',
      tails: 'ก้อย',
    },
    paoyingchub: {
      title: 'เป่ายิ้งฉุบ',
      body: 'ค้อน กรรไกร กระดาษ เล่นต่อเนื่องได้หลายตา สะสมรางวัลได้',
      rock: 'ค้อน',
      paper: 'กระดาษ',
      scissors: 'กรรไกร',
    },
    fair: 'ผลทุกตาสุ่มด้วยระบบที่ผู้เล่นตรวจสอบได้',
    otherGame: 'ดูอีกเกม',
    backHome: 'กลับหน้าแรก',
    notFound: 'ไม่พบมินิเกมนี้',
    error: 'มินิเกมขัดข้องชั่วคราว',
  },
} as const;
