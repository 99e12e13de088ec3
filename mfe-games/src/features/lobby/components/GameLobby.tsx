import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameDef } from 'shared-contracts';
import { Card } from 'shared-ui';
import { SuccessStep, PriceStep, SummaryStep, slipRoundOf } from '../../bet-slip';
import { FamousNumbers } from '../../famous-numbers';
import { FavoriteTab } from '../../favorite';
import { HistoryTab } from '../../history';
import { HowToPlayTab, RatesTable } from '../../how-to-play';
import {
  NumberPadStep,
  type NumberPadStore,
  setInput,
  type BetStep,
  type LobbyTab,
  useNumberPad,
  type SlipRound,
} from '../../number-pad';
import { RestrictedNumbers, useLimitNumbers } from '../../restricted-numbers';
import { WinningTab } from '../../winning-number';
import { useCurrentRound } from '../hooks/useCurrentRound';
import { useEffectiveGame } from '../hooks/useGameKinds';
import { LobbyHeader } from './LobbyHeader';
import { LOBBY_TABS, LobbyTabs } from './LobbyTabs';
import { RoundPicker } from './RoundPicker';
import { StepIndicator } from './StepIndicator';

/**
 * What a family adds to the lobby (yeekee's shooting and results by round): its tabs in order, and the content
 * of the tabs it draws itself (undefined: the lobby's own).
 */
export interface LobbyFamily {
  tabs: readonly LobbyTab[];
  renderTab: (tab: LobbyTab, game: GameDef) => ReactNode | undefined;
}

/**
 * The lobby of any playable draw game, driven by its catalogue entry (its rates and stake limits as in force:
 * `useEffectiveGame`): header card (name, draw date,
 * countdown, status, favourite star), tabs, and the bet flow (fill number → fill price → summary →
 * success) with the round's restricted numbers, famous numbers and, for stock markets with two sessions,
 * the round picker. Tab, step, kinds, input, lines and prices live in the module-level number-pad store.
 * A `family` adds its own tabs.
 */
export function GameLobby({
  game: catalogueGame,
  store,
  family,
}: {
  game: GameDef;
  store?: NumberPadStore;
  family?: LobbyFamily;
}) {
  const { t } = useTranslation();
  // the rates and stake limits in force (ops' settings), for everything the lobby shows and checks
  const game = useEffectiveGame(catalogueGame);
  const [state, update] = useNumberPad(game.slug, store);
  const tabs = family?.tabs ?? LOBBY_TABS;
  const activeTab: LobbyTab = tabs.includes(state.tab) ? state.tab : 'game';
  const familyTab = activeTab === 'game' ? undefined : family?.renderTab(activeTab, game);
  const { round, loadedAt } = useCurrentRound(game);
  const [pickedRound, setPickedRound] = useState<string | null>(null);
  const openRounds = (round.data?.all_rounds ?? []).filter((r) => r.state === 'open');
  const roundId =
    (pickedRound && openRounds.some((r) => r.round_id === pickedRound) ? pickedRound : null) ??
    round.data?.current_round?.round_id ??
    null;
  const restrictions = useLimitNumbers(game, roundId);
  // the header counts down to the round the player picked (a stock market's afternoon session)
  const picked = openRounds.find((r) => r.round_id === roundId);
  const headerRound =
    picked && round.data && picked.round_id !== round.data.current_round?.round_id
      ? { ...round, data: { ...round.data, current_round: picked }, seconds: picked.count_down.total_seconds }
      : round;
  const setTab = (tab: LobbyTab) =>
    update((s) => ({ ...s, tab, step: tab === 'game' && s.step === 'success' ? 'fillNumber' : s.step }));
  // the round in view; the summary pins it as the slip's round (SlipRound): the slip goes there or nowhere
  const viewRound: SlipRound | null = slipRoundOf(picked ?? round.data?.current_round ?? null);
  const setStep = (step: BetStep) =>
    update((s) => ({ ...s, tab: 'game', step, ...(step === 'summary' ? { slipRound: viewRound } : {}) }));
  const slipRound = state.slipRound;
  const nextRound = slipRound && viewRound && viewRound.round_id !== slipRound.round_id ? viewRound : null;
  const step: BetStep =
    state.step !== 'success' && state.step !== 'fillNumber' && state.lines.length === 0 ? 'fillNumber' : state.step;
  const famousKind = state.kinds[0] ?? game.betKinds[0]?.kind;

  return (
    <div data-testid={`lobby-${game.slug}`}>
      <LobbyHeader game={game} round={headerRound} loadedAt={loadedAt} />
      <RoundPicker data={round.data} selected={roundId} onSelect={setPickedRound} />
      <LobbyTabs active={activeTab} onChange={setTab} tabs={tabs} />
      {familyTab}
      {activeTab === 'game' && (
        <>
          <StepIndicator step={step} />
          {step === 'fillNumber' && (
            <>
              <RestrictedNumbers entries={restrictions} />
              <NumberPadStep
                game={game}
                state={state}
                update={update}
                restrictions={restrictions}
                onNext={() => setStep('fillPrice')}
              >
                {famousKind && round.status === 'opened' && (
                  <FamousNumbers game={game} kind={famousKind} onPick={(n) => update((s) => setInput(s, n))} />
                )}
              </NumberPadStep>
              {game.prizeTable && (
                <Card>
                  <h2>{t('lobby.prizeTable', { unit: t(`lobby.unitName.${game.betKinds[0]?.kind}`) })}</h2>
                  <RatesTable game={game} />
                </Card>
              )}
            </>
          )}
          {step === 'fillPrice' && (
            <PriceStep
              game={game}
              state={state}
              update={update}
              onBack={() => setStep('fillNumber')}
              onNext={() => setStep('summary')}
            />
          )}
          {step === 'summary' && (
            <SummaryStep
              game={game}
              state={state}
              update={update}
              roundId={slipRound?.round_id ?? roundId}
              roundStatus={round.status}
              restrictions={restrictions}
              slipRound={slipRound}
              nextRound={nextRound}
              onMoveRound={() => update((s) => ({ ...s, slipRound: viewRound }))}
              onBack={() => setStep('fillPrice')}
            />
          )}
          {step === 'success' && (
            <SuccessStep
              game={game}
              slip={state.lastSlip}
              round={slipRound}
              onHistory={() => update((s) => ({ ...s, tab: 'history', step: 'fillNumber' }))}
              onAgain={() => setStep('fillNumber')}
            />
          )}
        </>
      )}
      {familyTab === undefined && (
        <>
          {activeTab === 'history' && <HistoryTab game={game} />}
          {activeTab === 'winning' && <WinningTab game={game} />}
          {activeTab === 'howto' && <HowToPlayTab game={game} />}
          {activeTab === 'favorite' && <FavoriteTab game={game} state={state} update={update} />}
        </>
      )}
    </div>
  );
}
