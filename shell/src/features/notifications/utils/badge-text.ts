/** A badge's text: the count up to 99, then "99+" (docs/product.md "Constants"); null when there is nothing. */
export function badgeText(count: number | null | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
