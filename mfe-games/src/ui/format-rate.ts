/** A catalogue rate (hundredths of baht per baht) as display text: 90000 -> "900", 320 -> "3.2". */
export function formatRate(rateX100: number): string {
  const whole = Math.floor(rateX100 / 100);
  const frac = rateX100 % 100;
  const wholeText = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (frac === 0) return wholeText;
  return `${wholeText}.${String(frac).padStart(2, '0').replace(/0$/, '')}`;
}
