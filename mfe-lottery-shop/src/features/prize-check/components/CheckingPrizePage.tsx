/**
 * /lottery/thai/checking-prize: the player enters 6-digit numbers (or picks their own tickets) and a
 * past draw date, and sees every prize each number won (`GET government/winning-result` checked with the
 * shared `checkGloTicket`: every tier counts, summed), with the Thai-era date.
 */
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorCode,
  checkGloTicket,
  formatBaht,
  formatThaiDrawDate,
  type GloTicketCheck,
  type GovernmentWinningResult,
} from 'shared-contracts';
import { Button, Card, Icon, Notice, theme } from 'shared-ui';
import { errorCode } from '../../../app/error-code';
import { useRemote } from '../../../app/useRemote';
import { useSession } from '../../../app/useSession';
import { Chip, Digits, Field, Muted, Row } from '../../../ui/styles';
import { fetchLotterySlips } from '../../history';
import { fetchWinningResult, DrawDatePicker, PrizeBoard, usePastDrawDates, toGloDraw } from '../../winning-number';

const Result = styled.li<{ win: boolean }>`
  padding: 10px 12px;
  margin: 8px 0;
  border-radius: ${theme.radius.md};
  background: ${(p) => (p.win ? theme.color.greenSoft : theme.color.cream)};
  border: 1px solid ${(p) => (p.win ? theme.color.green : theme.color.line)};
`;

export function CheckingPrizePage() {
  const { t } = useTranslation();
  const { api, navigate } = useRemote();
  const session = useSession();
  const { dates, loaded } = usePastDrawDates();
  const [date, setDate] = useState('');
  const [input, setInput] = useState('');
  const [numbers, setNumbers] = useState<string[]>([]);
  const [mine, setMine] = useState<string[]>([]);
  const [invalid, setInvalid] = useState(false);
  const [outcome, setOutcome] = useState<
    { date: string; result: GovernmentWinningResult; checks: GloTicketCheck[] } | { date: string; error: string } | null
  >(null);
  const [busy, setBusy] = useState(false);
  const chosen = date || dates[0] || '';

  useEffect(() => {
    if (session.status !== 'authenticated') return;
    let live = true;
    fetchLotterySlips(api, 50).then(
      (list) => live && setMine([...new Set(list.items.flatMap((s) => s.tickets.map((tk) => tk.number)))]),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, session.status]);

  const addNumber = (n: string) => {
    if (!/^\d{6}$/.test(n)) {
      setInvalid(true);
      return false;
    }
    setInvalid(false);
    setNumbers((list) => (list.includes(n) ? list : [...list, n]));
    return true;
  };
  const check = async () => {
    const pending = input.trim();
    let list = numbers;
    if (pending) {
      if (!addNumber(pending)) return;
      list = numbers.includes(pending) ? numbers : [...numbers, pending];
      setInput('');
    }
    if (!chosen || list.length === 0) {
      setInvalid(list.length === 0);
      return;
    }
    setBusy(true);
    try {
      const result = await fetchWinningResult(api, chosen);
      const draw = toGloDraw(result);
      setOutcome({ date: chosen, result, checks: list.map((n) => checkGloTicket(n, draw)) });
    } catch (e) {
      setOutcome({ date: chosen, error: errorCode(e) ?? 'network' });
    } finally {
      setBusy(false);
    }
  };
  const total = outcome && 'checks' in outcome ? outcome.checks.reduce((s, c) => s + c.totalSatang, 0) : 0;

  return (
    <div data-testid="checking-prize-page">
      <Card>
        <h2>{t('lotteryShop.checking.title')}</h2>
        {loaded && (
          <DrawDatePicker
            dates={dates}
            value={chosen}
            onChange={setDate}
            testId="check-date"
            label={t('lotteryShop.checking.date')}
          />
        )}
        <Field>
          {t('lotteryShop.checking.numbers')}
          <input
            value={input}
            inputMode="numeric"
            maxLength={6}
            placeholder={t('lotteryShop.checking.numberPlaceholder')}
            data-testid="check-number-input"
            onChange={(e) => setInput(e.target.value.replace(/\D/g, '').slice(0, 6))}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && addNumber(input)) setInput('');
            }}
          />
        </Field>
        <Button
          type="button"
          variant="ghost"
          css={{ marginBottom: 12 }}
          data-testid="check-add-number"
          onClick={() => addNumber(input) && setInput('')}
        >
          {t('lotteryShop.checking.addNumber')}
        </Button>
        {invalid && (
          <Notice tone="error" data-testid="check-invalid">
            {t('lotteryShop.checking.invalid')}
          </Notice>
        )}
        {mine.length > 0 && (
          <>
            <Muted>{t('lotteryShop.checking.myTickets')}</Muted>
            <Row>
              {mine.map((n) => (
                <Button
                  key={n}
                  type="button"
                  variant="ghost"
                  css={{ minHeight: 32, padding: '2px 10px' }}
                  data-testid={`check-pick-${n}`}
                  onClick={() => addNumber(n)}
                >
                  <Digits>{n}</Digits>
                </Button>
              ))}
            </Row>
          </>
        )}
        {numbers.length > 0 && (
          <Row css={{ margin: '10px 0' }} data-testid="check-numbers">
            {numbers.map((n) => (
              <Chip key={n} tone="gold">
                <Digits>{n}</Digits>{' '}
                <button
                  type="button"
                  aria-label={t('lotteryShop.checking.remove')}
                  css={{ border: 0, background: 'none', cursor: 'pointer', color: theme.color.redDark }}
                  onClick={() => setNumbers((l) => l.filter((x) => x !== n))}
                >
                  ×
                </button>
              </Chip>
            ))}
          </Row>
        )}
        <Button type="button" block disabled={busy || !chosen} data-testid="check-submit" onClick={() => void check()}>
          <Icon name="search" size={18} /> {t('lotteryShop.checking.check')}
        </Button>
      </Card>
      {outcome && 'error' in outcome && (
        <Notice tone={outcome.error === ErrorCode.NOT_FOUND ? 'info' : 'error'} data-testid="check-error">
          {outcome.error === ErrorCode.NOT_FOUND ? t('lotteryShop.checking.none') : t('lotteryShop.checking.failed')}
        </Notice>
      )}
      {outcome && 'checks' in outcome && (
        <Card data-testid="check-results">
          <h2 data-testid="check-draw-date">{t('lotteryShop.drawDate', { date: formatThaiDrawDate(outcome.date) })}</h2>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {outcome.checks.map((c) => (
              <Result
                key={c.ticket}
                win={c.wins.length > 0}
                data-testid={`check-result-${c.ticket}`}
                data-win={c.wins.length > 0}
                data-total={c.totalSatang / 100}
              >
                <Row css={{ justifyContent: 'space-between' }}>
                  <Digits css={{ fontSize: 20, color: theme.color.red }}>{c.ticket}</Digits>
                  <Chip tone={c.wins.length > 0 ? 'green' : 'muted'}>
                    {c.wins.length > 0 ? t('lotteryShop.checking.win') : t('lotteryShop.checking.lose')}
                  </Chip>
                </Row>
                {c.wins.map((w, i) => (
                  <Row
                    key={`${w.tier}-${i}`}
                    css={{ justifyContent: 'space-between', fontSize: 14 }}
                    data-testid="check-win"
                    data-tier={w.tier}
                  >
                    <span>
                      {t(`lotteryShop.prize.${w.tier}`)} ({w.number})
                    </span>
                    <strong>
                      {t('lotteryShop.baht', { amount: formatBaht(w.amountSatang, { decimals: false }) })}
                    </strong>
                  </Row>
                ))}
              </Result>
            ))}
          </ul>
          <p
            data-testid="check-total"
            data-total={total / 100}
            css={{ fontWeight: 800, color: theme.color.green, fontSize: 18 }}
          >
            {t('lotteryShop.checking.total', { amount: formatBaht(total, { decimals: false }) })}
          </p>
          <PrizeBoard result={outcome.result} />
        </Card>
      )}
      <Row css={{ justifyContent: 'center' }}>
        <Button type="button" variant="gold" onClick={() => navigate('/lottery/thai')} data-testid="check-to-shop">
          {t('lotteryShop.shop')}
        </Button>
      </Row>
    </div>
  );
}
