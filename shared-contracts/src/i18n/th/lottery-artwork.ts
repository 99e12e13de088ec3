/** Thai texts drawn on the generated ticket artwork (api `GET /lottery/fe/background/{date}`). */
export const lotteryArtworkTh = {
  title: 'สลากกินแบ่งรัฐบาล',
  subtitle: 'สำนักงานสลากกินแบ่งรัฐบาล',
  drawDate: 'งวดวันที่',
  price: '{{price}} บาท',
} as const;
