/** Balance in baht (`header-balance`) and free tickets (`header-free-lottery`); tap to reload. */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { formatBaht } from 'shared-contracts';
import { theme } from 'shared-ui';
import { useWalletBalance } from '../hooks/useWalletBalance';

const Badge = styled.button({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: '0.05rem',
  padding: '0.3rem 0.9rem',
  border: `1px solid rgba(247, 220, 133, 0.55)`,
  borderRadius: theme.radius.md,
  background: 'rgba(0, 0, 0, 0.18)',
  color: '#fff',
  cursor: 'pointer',
  lineHeight: 1.2,
  [theme.media.mobile]: { padding: '0.25rem 0.55rem' },
});
const Label = styled.span({ fontSize: '0.78rem', opacity: 0.85 });
const Amount = styled.strong({ fontSize: '1.1rem', color: theme.color.goldLight, fontVariantNumeric: 'tabular-nums' });
const Free = styled.span({ fontSize: '0.78rem', color: theme.color.goldLight, whiteSpace: 'nowrap' });

export function BalanceBadge() {
  const { t } = useTranslation();
  const { phase, balanceSatang, freeLottery, reload } = useWalletBalance();
  return (
    <Badge
      type="button"
      onClick={() => void reload()}
      // named by what it shows (label, amount, free tickets: WCAG 2.5.3); the title says a tap reloads
      title={t('header.refreshBalance')}
    >
      <Label>{t('header.balance')}</Label>
      <Amount data-testid="header-balance" data-phase={phase}>
        {balanceSatang === null ? '—' : `฿${formatBaht(balanceSatang)}`}
      </Amount>
      <Free data-testid="header-free-lottery">{t('header.freeLottery', { count: freeLottery })}</Free>
    </Badge>
  );
}
