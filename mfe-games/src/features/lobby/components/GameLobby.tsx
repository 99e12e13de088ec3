import type { GameDef } from 'shared-contracts';
import { SuccessStep } from '../../bet-slip/components/SuccessStep';
import { PriceStep } from '../../bet-slip/components/PriceStep';
import { SummaryStep } from '../../bet-slip/components/SummaryStep';
import { FavoriteTab } from '../../favorite/components/FavoriteTab';
import { HistoryTab } from '../../history/components/HistoryTab';
import { HowToPlayTab } from '../../how-to-play/components/HowToPlayTab';
import { NumberPadStep } from '../../number-pad/components/NumberPadStep';
import type { NumberPadStore } from '../../number-pad/state/number-pad-store';
import type { BetStep, LobbyTab } from '../../number-pad/state/types';
import { useNumberPad } from '../../number-pad/state/useNumberPad';
import { WinningTab } from '../../winning-number/components/WinningTab';
import { useCurrentRound } from '../hooks/useCurrentRound';
import { LobbyHeader } from './LobbyHeader';
import { LobbyTabs } from './LobbyTabs';
import { StepIndicator } from './StepIndicator';

/**
 * The lobby of any playable draw game, driven by its catalogue entry: header card (name, draw date,
 * countdown, status), tabs, and the bet flow (fill number → fill price → summary → success).
 * Tab, step, kinds, input, lines and prices live in the module-level number-pad store.
 */
export function GameLobby({ game, store }: { game: GameDef; store?: NumberPadStore }) {
  const [state, update] = useNumberPad(game.slug, store);
  const { round, loadedAt, reload } = useCurrentRound(game);
  const setTab = (tab: LobbyTab) =>
    update((s) => ({ ...s, tab, step: tab === 'game' && s.step === 'success' ? 'fillNumber' : s.step }));
  const setStep = (step: BetStep) => update((s) => ({ ...s, tab: 'game', step }));
  const step: BetStep =
    state.step !== 'success' && state.step !== 'fillNumber' && state.lines.length === 0 ? 'fillNumber' : state.step;

  return (
    <div data-testid={`lobby-${game.slug}`}>
      <LobbyHeader game={game} round={round} loadedAt={loadedAt} onExpire={() => setTimeout(reload, 1000)} />
      <LobbyTabs active={state.tab} onChange={setTab} />
      {state.tab === 'game' && (
        <>
          <StepIndicator step={step} />
          {step === 'fillNumber' && (
            <NumberPadStep game={game} state={state} update={update} onNext={() => setStep('fillPrice')} />
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
              roundId={round.data?.current_round?.round_id ?? null}
              roundStatus={round.status}
              onRoundChanged={reload}
              onBack={() => setStep('fillPrice')}
            />
          )}
          {step === 'success' && (
            <SuccessStep
              slip={state.lastSlip}
              onHistory={() => update((s) => ({ ...s, tab: 'history', step: 'fillNumber' }))}
              onAgain={() => setStep('fillNumber')}
            />
          )}
        </>
      )}
      {state.tab === 'history' && <HistoryTab game={game} />}
      {state.tab === 'winning' && <WinningTab game={game} />}
      {state.tab === 'howto' && <HowToPlayTab game={game} />}
      {state.tab === 'favorite' && <FavoriteTab />}
    </div>
  );
}
