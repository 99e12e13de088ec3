/**
 * Thai texts of the shell's account and messaging-app linking pages (/profile, /forgot-pin, /forgot-phone, the
 * change-phone and change-PIN flows, /login's recovery links, /connect and /callback). They are not in the shell's
 * `common` resources of a first visit: each of those pages, all fetched when their route is, adds them to the
 * namespace when it renders (`usePageTexts` in the shell), so the home lobby does not download them.
 */
export const accountPageTexts = {
  account: {
    otpTo: 'ระบบจะส่งรหัส OTP ไปที่เบอร์ {{phone}}',
    newPhone: 'เบอร์โทรศัพท์ใหม่',
    newPin: 'รหัส PIN ใหม่ 6 หลัก',
    newPinConfirm: 'ยืนยันรหัส PIN ใหม่',
    currentPin: 'รหัส PIN ปัจจุบัน',
    stepOtp: '1. ยืนยัน OTP',
    stepNewPin: '2. ตั้งรหัส PIN ใหม่',
    stepNewPhone: '1. ยืนยันเบอร์ใหม่',
    stepIdentity: '2. ยืนยันตัวตน',
    stepPin: '2. ยืนยันรหัส PIN',
    forgotPinLink: 'ลืมรหัส PIN?',
    forgotPhoneLink: 'ลืมเบอร์โทรศัพท์?',
    invalid: { samePin: 'รหัส PIN ใหม่ต้องไม่ซ้ำกับรหัสเดิม' },
    forgotPin: {
      title: 'ลืมรหัส PIN',
      subtitle: 'ยืนยันเบอร์โทรศัพท์ที่สมัครไว้ด้วย OTP แล้วตั้งรหัส PIN ใหม่',
      submit: 'ตั้งรหัส PIN ใหม่',
      doneTitle: 'ตั้งรหัส PIN ใหม่เรียบร้อย',
      doneBody: 'ทุกอุปกรณ์ถูกออกจากระบบแล้ว กรุณาเข้าสู่ระบบด้วยรหัส PIN ใหม่',
    },
    forgotPhone: {
      title: 'ลืมเบอร์โทรศัพท์',
      subtitle: 'ย้ายบัญชีไปยังเบอร์ใหม่ ยืนยันด้วย OTP บัญชีธนาคาร และรหัส PIN',
      identityHint: 'กรอกบัญชีธนาคารที่ใช้สมัครและรหัส PIN เพื่อยืนยันว่าเป็นเจ้าของบัญชี',
      submit: 'ย้ายไปเบอร์ใหม่',
      doneTitle: 'เปลี่ยนเบอร์โทรศัพท์เรียบร้อย',
      doneBody: 'กรุณาเข้าสู่ระบบด้วยเบอร์ {{phone}} และรหัส PIN เดิม',
    },
    changePhone: {
      title: 'เปลี่ยนเบอร์โทรศัพท์',
      subtitle: 'ยืนยันเบอร์ใหม่ด้วย OTP และรหัส PIN ของคุณ',
      current: 'เบอร์ปัจจุบัน {{phone}}',
      submit: 'เปลี่ยนเบอร์โทรศัพท์',
      doneTitle: 'เปลี่ยนเบอร์โทรศัพท์เรียบร้อย',
      doneBody: 'เบอร์ใหม่ของคุณคือ {{phone}} อุปกรณ์อื่นถูกออกจากระบบแล้ว',
    },
    changePin: {
      title: 'เปลี่ยนรหัส PIN',
      subtitle: 'ยืนยัน OTP ที่ส่งไปยังเบอร์ของคุณ แล้วตั้งรหัส PIN ใหม่',
      submit: 'เปลี่ยนรหัส PIN',
      doneTitle: 'เปลี่ยนรหัส PIN เรียบร้อย',
      doneBody: 'ครั้งต่อไปกรุณาเข้าสู่ระบบด้วยรหัส PIN ใหม่ อุปกรณ์อื่นถูกออกจากระบบแล้ว',
    },
    profile: {
      title: 'โปรไฟล์ของฉัน',
      customerCode: 'รหัสสมาชิก',
      bankAccount: 'บัญชีธนาคาร',
      line: 'การแจ้งเตือนทาง LINE',
      lineStatus: { CONNECTED: 'เชื่อมต่อแล้ว', NOT_CONNECTED: 'ยังไม่เชื่อมต่อ', LINE_BANNED: 'ต้องเชื่อมต่อใหม่' },
      back: 'กลับไปหน้าโปรไฟล์',
    },
  },
  link: {
    connectTitle: 'เชื่อมต่อบัญชี LINE',
    connectBody: 'กำลังพาคุณไปเข้าสู่ระบบ LINE เพื่อรับการแจ้งเตือนผลรางวัลและการฝากถอน…',
    connectFailed: 'ยังเริ่มการเชื่อมต่อ LINE ไม่ได้ กรุณาลองใหม่อีกครั้ง',
    callbackTitle: 'กำลังเชื่อมต่อบัญชี',
    callbackBody: 'กรุณารอสักครู่ ระบบกำลังตรวจสอบบัญชี LINE ของคุณ…',
    tryAgain: 'ลองอีกครั้ง',
    continue: 'ดำเนินการต่อ',
    back: 'ย้อนกลับ',
    result: {
      connected: {
        title: 'เชื่อมต่อ LINE สำเร็จ',
        body: 'คุณจะได้รับการแจ้งเตือนผลรางวัลและการฝากถอนผ่าน LINE',
      },
      canceled: {
        title: 'ยกเลิกการเชื่อมต่อ LINE',
        body: 'คุณยกเลิกการเข้าสู่ระบบ LINE บัญชียังไม่ได้เชื่อมต่อ',
      },
      conflicted: {
        title: 'เชื่อมต่อ LINE ไม่สำเร็จ',
        body: 'บัญชี LINE นี้เชื่อมต่อกับผู้ใช้อื่นแล้ว หรือการเชื่อมต่อหมดเวลา กรุณาลองใหม่ด้วยบัญชี LINE อื่น',
      },
      need_friendship: {
        title: 'กรุณาเพิ่มเพื่อนบัญชีทางการ',
        body: 'เพิ่มบัญชี LINE ทางการของเราเป็นเพื่อนก่อน แล้วเชื่อมต่ออีกครั้งเพื่อรับการแจ้งเตือน',
      },
    },
  },
} as const;
