/** Thai texts of the chat remote; the remote adds them to the shared `common` namespace at mount. */
export const chatTexts = {
  chat: {
    title: 'แชทชุมชน',
    comingSoonTitle: 'ห้องแชทชุมชนเปิดเร็ว ๆ นี้',
    comingSoonBody: 'พูดคุยเลขเด็ด แชร์ผลรางวัล และส่งอีโมจิให้เพื่อนสมาชิกแบบเรียลไทม์',
    placeholder: 'พิมพ์ข้อความ...',
    send: 'ส่ง',
    rules: 'กรุณาใช้ถ้อยคำสุภาพ ห้ามโฆษณา',
    loginToChat: 'เข้าสู่ระบบเพื่อร่วมพูดคุย',
    backHome: 'กลับหน้าแรก',
    error: 'ห้องแชทขัดข้องชั่วคราว',
  },
} as const;
