/** Thai texts of the lottery-shop remote; the remote adds them to the shared `common` namespace at mount. */
export const lotteryShopTexts = {
  lotteryShop: {
    title: 'ลอตเตอรี่ออนไลน์',
    comingSoonTitle: 'ร้านลอตเตอรี่ออนไลน์ เปิดให้บริการเร็ว ๆ นี้',
    comingSoonBody: 'ซื้อสลากกินแบ่งรัฐบาลออนไลน์ เลือกเลขเด็ด ใส่ตะกร้า และรับสลากในบัญชีของคุณ',
    checkingTitle: 'ตรวจผลสลากกินแบ่งรัฐบาล',
    checkingBody: 'ตรวจรางวัลสลากของคุณได้ทันทีหลังประกาศผล เปิดให้บริการเร็ว ๆ นี้',
    price: 'ราคาใบละ {{price}} บาท',
    cartLimit: 'สูงสุด {{count}} ใบต่อตะกร้า',
    drawTime: 'ปิดรับ {{close}} น. ออกผล {{payout}} น.',
    features: { pick: 'เลือกเลขเองได้', cart: 'ตะกร้าเก็บสลากไว้ให้', prize: 'ตรวจรางวัลอัตโนมัติ' },
    backHome: 'กลับหน้าแรก',
    checkPrize: 'ตรวจผลรางวัล',
    shop: 'ซื้อลอตเตอรี่',
    notFound: 'ไม่พบหน้านี้ในร้านลอตเตอรี่',
    error: 'ร้านลอตเตอรี่ขัดข้องชั่วคราว',
  },
} as const;
