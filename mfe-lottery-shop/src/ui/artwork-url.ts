/** The ticket artwork of a draw (`GET /lottery/fe/background/{date}T16:00:00`), as an img src. */
export function artworkUrl(drawDate: string): string {
  return `/api/v1/lottery/fe/background/${drawDate}T16:00:00`;
}
