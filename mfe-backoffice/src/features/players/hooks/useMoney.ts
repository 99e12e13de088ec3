/** Wire baht as `1,234.50 บาท` / `1,234.50 baht` in the console's language; a time in Bangkok. */
import { formatWireBaht } from 'shared-contracts';
import { bangkokTime, useConsoleLang, useConsoleT } from '../../console';

export function useMoney(): (baht: number) => string {
  const t = useConsoleT();
  return (baht) => t('backoffice.players.baht', { amount: formatWireBaht(baht) });
}

export function useWhen(): (iso: string) => string {
  const { lang } = useConsoleLang();
  return (iso) => bangkokTime(iso, lang);
}
