import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import {
  bahtToSatang,
  formatWireBaht,
  satangToBaht,
  streakLadder,
  type StreakGame,
  type StreakSlipData,
} from 'shared-contracts';
import { Button, Card, Digits, Muted, theme } from 'shared-ui';
import { HAND_EMOJI } from '../utils/outcome-art';

const GUESSES: Record<StreakGame, readonly string[]> = {
  cointossing: ['HEAD', 'TAIL'],
  paoyingchub: ['ROCK', 'PAPER', 'SCISSORS'],
};

const Payout = styled.div`
  text-align: center;
  strong {
    display: block;
    font-size: 34px;
    line-height: 1.2;
    color: ${theme.color.red};
  }
`;

const Guesses = styled.div<{ count: number }>`
  display: grid;
  grid-template-columns: repeat(${(p) => p.count}, minmax(0, 1fr));
  gap: 10px;
  margin: 14px 0 12px;
`;

const Guess = styled.button`
  appearance: none;
  display: grid;
  justify-items: center;
  gap: 2px;
  min-height: 76px;
  padding: 8px 4px;
  font: inherit;
  font-size: 17px;
  font-weight: 800;
  color: ${theme.color.redDark};
  border-radius: ${theme.radius.lg};
  border: 2px solid ${theme.color.gold};
  background: linear-gradient(180deg, #fffaf0, ${theme.color.goldSoft});
  box-shadow: ${theme.shadow.card};
  cursor: pointer;
  transition: transform 0.06s ease;
  span {
    font-size: 30px;
    line-height: 1.1;
  }
  &:active:not(:disabled) {
    transform: scale(0.97);
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.goldLight};
    outline-offset: 2px;
  }
`;

const Ladder = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
`;

const Rung = styled.li<{ state: 'done' | 'next' | 'ahead' }>`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 8px 12px;
  border-radius: ${theme.radius.md};
  font-size: 15px;
  font-weight: ${(p) => (p.state === 'next' ? 800 : 600)};
  color: ${(p) => (p.state === 'done' ? theme.color.muted : p.state === 'next' ? theme.color.redDark : theme.color.ink)};
  background: ${(p) => (p.state === 'next' ? theme.color.goldSoft : p.state === 'done' ? theme.color.cream : '#fff')};
  border: 1.5px solid ${(p) => (p.state === 'next' ? theme.color.gold : theme.color.line)};
  text-decoration: ${(p) => (p.state === 'done' ? 'line-through' : 'none')};
`;

/**
 * The open slip: the running payout, the calls (two coin faces or three hands), cash-out at the running payout,
 * and the ladder of what the next wins pay (the multiplier stored on the slip, floored to satang per win,
 * up to the slip's largest payout).
 */
export function StreakPanel({
  game,
  slip,
  calling,
  cashingOut,
  onCall,
  onCashOut,
}: {
  game: StreakGame;
  slip: StreakSlipData;
  calling: boolean;
  cashingOut: boolean;
  onCall: (guess: string) => void;
  onCashOut: () => void;
}) {
  const { t } = useTranslation();
  const busy = calling || cashingOut;
  const stake = bahtToSatang(slip.total_bet) ?? 0;
  const rungs = streakLadder(
    stake,
    Math.round(slip.multiplier * 100),
    bahtToSatang(slip.max_payout) ?? 0,
    slip.wins + 4,
  );
  const first = Math.max(0, slip.wins - 1);
  return (
    <>
      <Card data-testid="streak-panel">
        <Payout>
          <Muted>{t('minigames.streak.payoutNow')}</Muted>
          <strong data-testid="streak-payout">{t('minigames.baht', { amount: formatWireBaht(slip.payout) })}</strong>
          <Muted>
            {t('minigames.streak.stakeOf', { amount: formatWireBaht(slip.total_bet) })} ·{' '}
            <span data-testid="streak-wins">{t('minigames.streak.wins', { count: slip.wins })}</span>
          </Muted>
        </Payout>
        <Muted style={{ textAlign: 'center', fontWeight: 700 }}>{t(`minigames.${game}.pick`)}</Muted>
        <Guesses count={GUESSES[game].length}>
          {GUESSES[game].map((g) => (
            <Guess key={g} type="button" data-testid={`guess-${g}`} disabled={busy} onClick={() => onCall(g)}>
              {game === 'paoyingchub' && <span aria-hidden="true">{HAND_EMOJI[g]}</span>}
              {t(`minigames.${game}.outcome.${g}`)}
            </Guess>
          ))}
        </Guesses>
        <Button type="button" variant="primary" block data-testid="cash-out" disabled={busy} onClick={onCashOut}>
          {cashingOut
            ? t('minigames.streak.cashingOut')
            : t('minigames.streak.cashOut', { amount: formatWireBaht(slip.payout) })}
        </Button>
        {slip.next_payout !== null && (
          <Muted style={{ textAlign: 'center' }} data-testid="streak-next">
            {t('minigames.streak.next', { amount: formatWireBaht(slip.next_payout) })}
          </Muted>
        )}
      </Card>
      <Card data-testid="streak-ladder">
        <h2>{t('minigames.streak.ladder')}</h2>
        <Ladder>
          {rungs.slice(first).map((payout, i) => {
            const wins = first + i + 1;
            const state = wins <= slip.wins ? 'done' : wins === slip.wins + 1 ? 'next' : 'ahead';
            return (
              <Rung key={wins} state={state} aria-current={state === 'next' ? 'step' : undefined}>
                <span>{t('minigames.streak.rung', { count: wins })}</span>
                <Digits>{formatWireBaht(satangToBaht(payout))}</Digits>
              </Rung>
            );
          })}
        </Ladder>
      </Card>
    </>
  );
}
