import { useEffect, useState } from 'react';
import { satangToBaht, type BetLimitationData, type GameDef } from 'shared-contracts';
import { useRemote } from '../../../app/useRemote';
import { useSession } from '../../../app/useSession';
import type { PricedLine } from '../../number-pad';
import { checkBetLimitation } from '../api/check-bet-limitation';

/**
 * The server's check of the slip on the summary step (rates in force, closed and capped numbers), or null
 * while unknown, for visitors, or when the check fails (the bet call still decides).
 */
export function useBetLimitation(
  game: GameDef,
  roundId: string | null,
  priced: readonly PricedLine[],
): BetLimitationData | null {
  const { api } = useRemote();
  const session = useSession();
  const [data, setData] = useState<BetLimitationData | null>(null);
  const valid = priced.length > 0 && priced.every((p) => p.valid);
  const lines = valid
    ? priced.map((p) => ({
        kind: p.line.kind,
        number: p.line.number,
        amount: p.units ?? satangToBaht(p.amountSatang!),
      }))
    : [];
  const key = JSON.stringify(lines);
  useEffect(() => {
    setData(null);
    if (session.status !== 'authenticated' || !roundId || !valid) return;
    let live = true;
    checkBetLimitation(api, game, { round_id: roundId, remark: '', lines: JSON.parse(key) })
      .then((d) => live && setData(d))
      .catch(() => live && setData(null));
    return () => {
      live = false;
    };
  }, [api, game, roundId, key, valid, session.status]);
  return data;
}
