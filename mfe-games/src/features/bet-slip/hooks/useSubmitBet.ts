import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, bahtToSatang, satangToBaht, type GameDef, type RoundViewStatus } from 'shared-contracts';
import { newIdempotencyKey } from 'shared-contracts/browser';
import { errorCode } from '../../../app/error-code';
import { requestLogin } from '../../../app/request-login';
import { useRemote } from '../../../app/useRemote';
import { useSession } from '../../../app/useSession';
import { DEFAULT_PRICE_TEXT, priceLine, type GamePadState } from '../../number-pad';
import { placeBet } from '../api/place-bet';

/** Codes after which the same submission cannot succeed: the next attempt gets a new Idempotency-Key. */
const FINAL_CODES: readonly string[] = [
  ErrorCode.BAD_REQUEST,
  ErrorCode.ROUND_CLOSED,
  ErrorCode.FORCE_CLOSED,
  ErrorCode.NOT_ENOUGH_MONEY,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.TRANSACTION_REACHED_MAXIMUM,
  ErrorCode.EXPOSURE_LIMIT_REACHED,
];

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

/**
 * Submits the slip: asks visitors to log in, refuses when the round is not open, keeps one
 * Idempotency-Key per submission (reused on a retry after a network failure), and on success moves to
 * the success step and publishes `bet/placed` and `wallet/reload-requested` on the bus.
 */
export function useSubmitBet(opts: {
  game: GameDef;
  state: GamePadState;
  update: (fn: (s: GamePadState) => GamePadState) => void;
  roundId: string | null;
  roundStatus: RoundViewStatus;
  onRoundChanged: () => void;
}) {
  const { game, state, update, roundId, roundStatus, onRoundChanged } = opts;
  const { api, bus } = useRemote();
  const { t } = useTranslation();
  const session = useSession();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<SubmitError | null>(null);

  const submit = async () => {
    if (submitting) return;
    setError(null);
    if (session.status !== 'authenticated') {
      setError({ messageKey: 'lobby.loginRequired', code: ErrorCode.UNAUTHORIZED });
      requestLogin(bus);
      return;
    }
    if (roundStatus !== 'opened' || !roundId) {
      setError({ messageKey: 'lobby.roundNotOpen', code: null });
      return;
    }
    const priced = state.lines.map((l) => priceLine(game, l));
    if (!priced.length || priced.some((p) => !p.valid)) return;
    const key = state.submissionKey ?? newIdempotencyKey();
    if (key !== state.submissionKey) update((s) => ({ ...s, submissionKey: key }));
    setSubmitting(true);
    try {
      const slip = await placeBet(
        api,
        game,
        {
          round_id: roundId,
          remark: state.remark.trim(),
          lines: priced.map((p) => ({
            kind: p.line.kind,
            number: p.line.number,
            // set/zodiac lines send the number of units; the server prices them
            amount: p.units ?? satangToBaht(p.amountSatang!),
          })),
        },
        key,
      );
      update((s) => ({
        ...s,
        lines: [],
        input: '',
        remark: '',
        priceAll: DEFAULT_PRICE_TEXT,
        step: 'success',
        submissionKey: null,
        lastSlip: slip,
      }));
      const totalSatang = bahtToSatang(slip.total_amount) ?? priced.reduce((sum, p) => sum + (p.amountSatang ?? 0), 0);
      bus.publish({ type: 'bet/placed', gameCode: slip.game_code || game.code, slipId: slip.slip_id, totalSatang });
      bus.publish({ type: 'wallet/reload-requested' });
    } catch (e) {
      const code = errorCode(e);
      if (code && FINAL_CODES.includes(code)) update((s) => ({ ...s, submissionKey: null }));
      if (code === ErrorCode.ROUND_CLOSED || code === ErrorCode.FORCE_CLOSED) onRoundChanged();
      if (code === ErrorCode.UNAUTHORIZED) requestLogin(bus);
      setError({
        messageKey: code
          ? KNOWN_CODES.includes(code)
            ? `lobby.errors.${code}`
            : 'lobby.errors.generic'
          : 'lobby.errors.network',
        code,
        ...(code === ErrorCode.EXPOSURE_LIMIT_REACHED
          ? { params: exposureParams(e, (kind) => t(`betKind.${kind}`)) }
          : {}),
      });
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting, error, isVisitor: session.status !== 'authenticated' };
}
