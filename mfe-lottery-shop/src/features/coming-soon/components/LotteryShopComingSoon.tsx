/**
 * The ticket shop's "opening soon" screen for /lottery/thai and /lottery/thai/checking-prize, with the
 * shop's real figures (79 baht a ticket, 55 per cart, close 13:00, results 16:16).
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { CART_MAX_TICKETS, ONLINE_LOTTERY_TIMES, TICKET_UNIT_PRICE_SATANG, formatBaht } from 'shared-contracts';
import { theme } from 'shared-ui';
import { TicketArt } from './TicketArt';

const Page = styled.div({ maxWidth: '44rem', margin: '0 auto', padding: '1.25rem 1rem 2rem' });
const Hero = styled.section({
  borderRadius: '20px',
  overflow: 'hidden',
  background: `linear-gradient(150deg, ${theme.color.redDark}, ${theme.color.red} 60%, ${theme.color.redSoft})`,
  color: '#fff',
  padding: '2rem 1.25rem 1.5rem',
  textAlign: 'center',
  boxShadow: '0 10px 28px rgba(92, 7, 16, 0.18)',
});
const Soon = styled.span({
  display: 'inline-block',
  margin: '1.5rem 0 0.5rem',
  padding: '0.2rem 0.9rem',
  borderRadius: '999px',
  background: theme.color.gold,
  color: theme.color.redDark,
  fontWeight: 800,
  fontSize: '0.85rem',
});
const Facts = styled.ul({
  listStyle: 'none',
  padding: 0,
  margin: '1.25rem 0 0',
  display: 'grid',
  gap: '0.6rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  li: {
    background: '#fff',
    border: `1px solid ${theme.color.line}`,
    borderRadius: '14px',
    padding: '0.85rem 1rem',
    boxShadow: theme.shadow.card,
    color: theme.color.ink,
    fontWeight: 600,
  },
});
const Actions = styled.div({
  display: 'flex',
  gap: '0.6rem',
  justifyContent: 'center',
  flexWrap: 'wrap',
  marginTop: '1.5rem',
});
const Action = styled.button<{ primary?: boolean }>(({ primary }) => ({
  minHeight: '2.9rem',
  padding: '0 1.3rem',
  borderRadius: '999px',
  border: primary ? 'none' : `1.5px solid ${theme.color.red}`,
  background: primary ? `linear-gradient(180deg, ${theme.color.goldLight}, ${theme.color.gold})` : '#fff',
  color: theme.color.redDark,
  fontWeight: 700,
  fontSize: '1rem',
  cursor: 'pointer',
}));

export function LotteryShopComingSoon({ view, navigate }: { view: 'shop' | 'checking'; navigate(to: string): void }) {
  const { t } = useTranslation();
  const checking = view === 'checking';
  return (
    <Page data-testid={checking ? 'lottery-checking-coming-soon' : 'lottery-shop-coming-soon'}>
      <Hero>
        <TicketArt digits={checking ? '??????' : '888888'} />
        <Soon>{t('lotteryShop.title')}</Soon>
        <h1 css={{ margin: '0.25rem 0 0.5rem', fontSize: '1.45rem', color: theme.color.goldLight }}>
          {checking ? t('lotteryShop.checkingTitle') : t('lotteryShop.comingSoonTitle')}
        </h1>
        <p css={{ margin: 0, opacity: 0.92 }}>
          {checking ? t('lotteryShop.checkingBody') : t('lotteryShop.comingSoonBody')}
        </p>
      </Hero>
      <Facts>
        <li>🎫 {t('lotteryShop.price', { price: formatBaht(TICKET_UNIT_PRICE_SATANG, { decimals: false }) })}</li>
        <li>🛒 {t('lotteryShop.cartLimit', { count: CART_MAX_TICKETS })}</li>
        <li>
          ⏰ {t('lotteryShop.drawTime', { close: ONLINE_LOTTERY_TIMES.close, payout: ONLINE_LOTTERY_TIMES.payout })}
        </li>
        <li>🔢 {t('lotteryShop.features.pick')}</li>
        <li>🧺 {t('lotteryShop.features.cart')}</li>
        <li>🏆 {t('lotteryShop.features.prize')}</li>
      </Facts>
      <Actions>
        <Action
          type="button"
          primary
          onClick={() => navigate(checking ? '/lottery/thai' : '/lottery/thai/checking-prize')}
        >
          {checking ? t('lotteryShop.shop') : t('lotteryShop.checkPrize')}
        </Action>
        <Action type="button" onClick={() => navigate('/')}>
          {t('lotteryShop.backHome')}
        </Action>
      </Actions>
    </Page>
  );
}
