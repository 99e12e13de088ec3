import styled from '@emotion/styled';
import { splitCountdown } from 'shared-contracts';
import { useTranslation } from 'react-i18next';
import { theme } from 'shared-ui';

const Clock = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  font-family: ${theme.font.number};
  font-variant-numeric: tabular-nums;
  .unit {
    background: rgba(0, 0, 0, 0.28);
    color: ${theme.color.goldLight};
    border-radius: 6px;
    min-width: 36px;
    padding: 4px 6px;
    text-align: center;
    font-size: 20px;
    font-weight: 700;
  }
  .sep {
    color: ${theme.color.goldLight};
    font-weight: 700;
  }
  .days {
    font-family: ${theme.font.family};
    color: ${theme.color.goldLight};
    font-size: 15px;
    margin-right: 4px;
  }
`;

const two = (n: number) => String(n).padStart(2, '0');

/** A countdown as [days] HH:MM:SS; dashes when there is nothing to count to. */
export function CountdownClock({ seconds }: { seconds: number | null }) {
  const { t } = useTranslation();
  if (seconds === null) {
    return (
      <Clock data-testid="countdown" data-seconds="">
        <span className="unit">--</span>
        <span className="sep">:</span>
        <span className="unit">--</span>
        <span className="sep">:</span>
        <span className="unit">--</span>
      </Clock>
    );
  }
  const { days, hours, minutes, seconds: s } = splitCountdown(seconds);
  return (
    <Clock data-testid="countdown" data-seconds={seconds} role="timer">
      {days > 0 && <span className="days">{t('lobby.countdownDays', { count: days })}</span>}
      <span className="unit">{two(hours)}</span>
      <span className="sep">:</span>
      <span className="unit">{two(minutes)}</span>
      <span className="sep">:</span>
      <span className="unit">{two(s)}</span>
    </Clock>
  );
}
