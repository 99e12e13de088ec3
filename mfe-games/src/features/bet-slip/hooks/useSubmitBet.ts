import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, bahtToSatang, satangToBaht, type PlaceBetBody, type RoundViewStatus } from 'shared-contracts';
import {
  errorCode,
  requestLogin,
  useIdempotentMutation,
  useRemote,
  useSession,
  type PendingSubmission,
  type PendingSubmissionStore,
} from 'shared-ui';
import { DEFAULT_PRICE_TEXT, numberPadStore, priceLine, type GamePadProps } from '../../number-pad';
import { gamesKeys } from '../../../query-keys';
import { placeBet } from '../api/place-bet';

/** Refusals with their own Thai text, `lobby.errors.{code}` (anything else: `lobby.errors.generic`). */
const KNOWN_CODES: readonly string[] = [
  ErrorCode.BAD_REQUEST,
  ErrorCode.EXPECTATION_FAILED,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.TRANSACTION_REACHED_MAXIMUM,
  ErrorCode.ROUND_CLOSED,
  ErrorCode.DUPLICATE_BET_SLIP,
  ErrorCode.EXPOSURE_LIMIT_REACHED,
  ErrorCode.FORCE_CLOSED,
  ErrorCode.NOT_ENOUGH_MONEY,
  ErrorCode.LOSS_LIMIT_REACHED,
  ErrorCode.SELF_EXCLUDED,
  ErrorCode.TOO_MANY_REQUESTS,
];

export interface SubmitError {
  /** i18n key of the Thai message. */
  messageKey: string;
  code: string | null;
  /** Values of the message (E20030: the number, its kind's name and the cap in baht). */
  params?: Record<string, string>;
}

/** The E20030 refusal's number, kind name and cap, read from the error's data. */
function exposureParams(error: unknown, kindName: (kind: string) => string): Record<string, string> {
  const d = (error as { details?: { kind?: unknown; number?: unknown; cap?: unknown } } | null)?.details;
  return {
    number: typeof d?.number === 'string' ? d.number : '',
    kind: typeof d?.kind === 'string' ? kindName(d.kind) : '',
    cap: typeof d?.cap === 'number' ? d.cap.toLocaleString('th-TH') : '',
  };
}

/** The Thai message of a refused or failed bet (`lobby.errors.{code}`, generic, or network when no code). */
function submitError(error: unknown, kindName: (kind: string) => string): SubmitError {
  const code = errorCode(error);
  return {
    messageKey: code
      ? KNOWN_CODES.includes(code)
        ? `lobby.errors.${code}`
        : 'lobby.errors.generic'
      : 'lobby.errors.network',
    code,
    ...(code === ErrorCode.EXPOSURE_LIMIT_REACHED ? { params: exposureParams(error, kindName) } : {}),
  };
}

/**
 * Submits the slip: asks visitors to log in, refuses when the round is not open, sends the bet through
 * `useIdempotentMutation` (one Idempotency-Key per slip, reused on a retry after a network failure, renewed after
 * the server's answer; kept in the pad state so it outlives the page), and on success moves to
 * the success step, publishes `bet/placed` and `wallet/reload-requested` on the bus and invalidates what
 * the bet changed (the game's restricted and famous numbers, slip checks and the player's slips). A bet
 * refused because the round closed invalidates the current round.
 */
/** A bet-slip screen's props: the pad's (`GamePadProps`) and the round the slip goes to, with its status. */
export type BetRoundProps = GamePadProps & {
  roundId: string | null;
  roundStatus: RoundViewStatus;
};

export function useSubmitBet(opts: BetRoundProps) {
  const { game, state, update, roundId, roundStatus } = opts;
  const { api, bus } = useRemote();
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  // refusals found before any call (visitor, round not open); the bet call's own are the mutation's error
  const [refusal, setRefusal] = useState<SubmitError | null>(null);

  // the pad store outlives the page: read the live state through `update` (an unchanged state is not stored)
  const store: PendingSubmissionStore = {
    get: () => {
      let live: PendingSubmission | null = null;
      update((s) => {
        live = s.pendingSubmission;
        return s;
      });
      return live;
    },
    set: (next) => update((s) => ({ ...s, pendingSubmission: next })),
  };
  const bet = useIdempotentMutation({
    submit: ({ body }: { body: PlaceBetBody; fallbackSatang: number }, key: string) => placeBet(api, game, body, key),
    intentOf: ({ body }) => JSON.stringify(body),
    store,
    onSuccess: (slip, { fallbackSatang }) => {
      update((s) => ({
        ...s,
        lines: [],
        input: '',
        remark: '',
        priceAll: DEFAULT_PRICE_TEXT,
        step: 'success',
        lastSlip: slip,
      }));
      const totalSatang = bahtToSatang(slip.total_amount) ?? fallbackSatang;
      bus.publish({ type: 'bet/placed', gameCode: slip.game_code || game.code, slipId: slip.slip_id, totalSatang });
      bus.publish({ type: 'wallet/reload-requested' });
      for (const queryKey of [
        gamesKeys.limitNumbers(game.slug),
        gamesKeys.famousNumbers(game.slug),
        gamesKeys.betLimitation(game.slug, session.customerCode),
        gamesKeys.betSlips(game.slug, session.customerCode),
        gamesKeys.allBetSlips(session.customerCode),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (e) => {
      const code = errorCode(e);
      if (code === ErrorCode.ROUND_CLOSED || code === ErrorCode.FORCE_CLOSED) {
        void queryClient.invalidateQueries({ queryKey: gamesKeys.currentRound(game.slug) });
      }
      if (code === ErrorCode.UNAUTHORIZED) {
        numberPadStore.holdForErrand();
        requestLogin(bus);
      }
    },
  });

  const submit = () => {
    if (bet.isPending) return;
    setRefusal(null);
    bet.reset();
    if (session.status !== 'authenticated') {
      setRefusal({ messageKey: 'lobby.loginRequired', code: ErrorCode.UNAUTHORIZED });
      // the slip waits for the player: back from the login, it is still here
      numberPadStore.holdForErrand();
      requestLogin(bus);
      return;
    }
    if (roundStatus !== 'opened' || !roundId) {
      setRefusal({ messageKey: 'lobby.roundNotOpen', code: null });
      return;
    }
    const priced = state.lines.map((l) => priceLine(game, l));
    if (!priced.length || priced.some((p) => !p.valid)) return;
    bet.mutate({
      body: {
        round_id: roundId,
        remark: state.remark.trim(),
        lines: priced.map((p) => ({
          kind: p.line.kind,
          number: p.line.number,
          // set/zodiac lines send the number of units; the server prices them
          amount: p.units ?? satangToBaht(p.amountSatang!),
        })),
      },
      fallbackSatang: priced.reduce((sum, p) => sum + (p.amountSatang ?? 0), 0),
    });
  };

  const error = refusal ?? (bet.error ? submitError(bet.error, (kind) => t(`betKind.${kind}`)) : null);
  return { submit, submitting: bet.isPending, error, isVisitor: session.status !== 'authenticated' };
}
