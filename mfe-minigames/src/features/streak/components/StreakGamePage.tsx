import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatWireBaht,
  satangToBaht,
  streakGameDef,
  type StreakGame,
  type StreakSlipData,
  type StreakStepData,
} from 'shared-contracts';
import {
  BrandBar,
  Button,
  Card,
  Chip,
  Muted,
  Notice,
  Page,
  requestLogin,
  theme,
  useRemote,
  useSession,
} from 'shared-ui';
import { useCloseStatus } from '../hooks/useCloseStatus';
import { useCurrentSlip } from '../hooks/useCurrentSlip';
import { useStreakPlay } from '../hooks/useStreakPlay';
import { minigameErrorText } from '../utils/minigame-error-text';
import { CoinStage } from './CoinStage';
import { DayHistory } from './DayHistory';
import { FairnessCard } from './FairnessCard';
import { GameTabs } from './GameTabs';
import { HandsStage } from './HandsStage';
import { HowToPlay } from './HowToPlay';
import { StakePanel } from './StakePanel';
import { StreakPanel } from './StreakPanel';

/** What the last action did, shown under the stage. */
type LastEvent = { kind: 'WIN' | 'LOSE' | 'DRAW'; amount: number } | { kind: 'CASHED' | 'CAPPED'; amount: number };

const ResultLine = styled.div<{ tone: 'win' | 'lose' | 'neutral' }>`
  margin: 14px auto 0;
  width: fit-content;
  max-width: 100%;
  padding: 6px 16px;
  border-radius: ${theme.radius.pill};
  font-weight: 800;
  font-size: 15.5px;
  text-align: center;
  color: ${(p) => (p.tone === 'win' ? theme.color.redDark : '#fff')};
  background: ${(p) =>
    p.tone === 'win' ? theme.gradient.gold : p.tone === 'lose' ? 'rgba(0, 0, 0, 0.28)' : 'rgba(255, 255, 255, 0.18)'};
`;

const Stage = styled.div`
  padding: 6px 0 2px;
`;

/**
 * A streak game's page (docs/game-rules.md "Mini-games"): the game's stage (a coin, or the two hands), then for
 * a player either the stake of a new slip or the open slip (calls, cash-out, ladder), the fairness card
 * (commitment before play, client seed), today's slips and how to play; a visitor sees the game and a login
 * button. Money moves trigger `wallet/reload-requested` (useStreakPlay).
 */
export function StreakGamePage({ game }: { game: StreakGame }) {
  const { t } = useTranslation();
  const { bus, navigate } = useRemote();
  const session = useSession();
  const status = useCloseStatus(game);
  const current = useCurrentSlip(game);
  const { stake, call, cashOut } = useStreakPlay(game);
  const [event, setEvent] = useState<LastEvent | null>(null);
  const [finished, setFinished] = useState<StreakSlipData | null>(null);
  const [shown, setShown] = useState<{ step: StreakStepData; n: number } | null>(null);

  const slip = current.data ?? null;
  const lastStep = shown?.step ?? slip?.steps.at(-1) ?? null;
  const player = session.status === 'authenticated';
  const closedReason = status.data?.reason ?? null;
  const multiplier = status.data?.multiplier ?? 1.96;
  const failed = [stake, call, cashOut].find((m) => m.isError);

  const show = (s: StreakSlipData) => {
    const step = s.steps.at(-1);
    if (step) setShown((prev) => ({ step, n: (prev?.n ?? 0) + 1 }));
  };
  const onStake = (amount: number) =>
    stake.mutate(amount, {
      onSuccess: () => {
        setEvent(null);
        setFinished(null);
        setShown(null);
      },
    });
  const onCall = (guess: string) =>
    call.mutate(guess, {
      onSuccess: (s) => {
        show(s);
        const step = s.steps.at(-1)!;
        if (s.status === 'CASHED_OUT') setEvent({ kind: 'CAPPED', amount: s.payout });
        else setEvent({ kind: step.result, amount: s.payout });
        if (s.status !== 'OPEN') setFinished(s);
      },
    });
  const onCashOut = () =>
    cashOut.mutate(undefined, {
      onSuccess: (s) => {
        setEvent({ kind: 'CASHED', amount: s.payout });
        setFinished(s);
      },
    });

  const eventText =
    event &&
    (event.kind === 'WIN'
      ? t('minigames.result.WIN', { amount: formatWireBaht(event.amount) })
      : event.kind === 'CASHED'
        ? t('minigames.result.cashedOut', { amount: formatWireBaht(event.amount) })
        : event.kind === 'CAPPED'
          ? t('minigames.result.capped', { amount: formatWireBaht(event.amount) })
          : t(`minigames.result.${event.kind}`));
  const coinFace = (lastStep?.outcome === 'TAIL' ? 'TAIL' : 'HEAD') as 'HEAD' | 'TAIL';

  return (
    <Page data-testid={`minigame-${game}`}>
      <GameTabs active={game} />
      <BrandBar
        title={t(`minigames.${game}.title`)}
        subtitle={t(`minigames.${game}.body`)}
        aside={<Chip tone="gold">{t('minigames.multiplierChip', { multiplier })}</Chip>}
        testId="minigame-head"
      >
        <Stage>
          {game === 'cointossing' ? (
            <CoinStage face={coinFace} spinning={call.isPending} flipId={shown?.n ?? 0} />
          ) : (
            <HandsStage
              you={lastStep?.guess ?? null}
              house={lastStep?.outcome ?? null}
              result={lastStep?.result ?? null}
              pumping={call.isPending}
              revealId={shown?.n ?? 0}
            />
          )}
          {call.isPending ? (
            <ResultLine tone="neutral">{t('minigames.streak.calling')}</ResultLine>
          ) : (
            eventText && (
              <ResultLine
                tone={event.kind === 'LOSE' ? 'lose' : event.kind === 'DRAW' ? 'neutral' : 'win'}
                data-testid="step-result"
                data-result={event.kind}
                role="status"
              >
                {game === 'cointossing' && lastStep && (event.kind === 'WIN' || event.kind === 'LOSE') && (
                  <>{t(`minigames.cointossing.outcome.${lastStep.outcome}`)} · </>
                )}
                {eventText}
              </ResultLine>
            )
          )}
        </Stage>
      </BrandBar>

      {closedReason && (
        <Notice tone="warn" role="status" data-testid="minigame-closed">
          {t(`minigames.closed.${closedReason}`)}
        </Notice>
      )}
      {failed && (
        <Notice tone="error" role="alert" data-testid="minigame-error">
          {minigameErrorText(failed.error, t)}
        </Notice>
      )}

      {session.status === 'anonymous' && (
        <Card data-testid="minigame-visitor">
          <Muted>{t('minigames.visitor')}</Muted>
          <Button type="button" variant="gold" block data-testid="minigame-login" onClick={() => requestLogin(bus)}>
            {t('minigames.login')}
          </Button>
        </Card>
      )}
      {player && current.isSuccess && (
        <>
          {slip ? (
            <StreakPanel
              game={game}
              slip={slip}
              calling={call.isPending}
              cashingOut={cashOut.isPending}
              onCall={onCall}
              onCashOut={onCashOut}
            />
          ) : (
            <>
              {finished && (
                <Button
                  type="button"
                  variant="ghost"
                  block
                  data-testid="verify-finished"
                  onClick={() => navigate(`/minigame/verify/${finished.slip_id}`)}
                >
                  🔍 {t('minigames.history.verify')} {finished.slip_id}
                </Button>
              )}
              <StakePanel
                limits={status.data}
                defaultStake={satangToBaht(streakGameDef(game).streak.defaultStakeSatang)}
                busy={stake.isPending}
                disabled={closedReason !== null}
                onStake={onStake}
              />
            </>
          )}
          <FairnessCard game={game} locked={slip !== null} />
          <DayHistory game={game} />
        </>
      )}
      <HowToPlay multiplier={multiplier} />
    </Page>
  );
}
