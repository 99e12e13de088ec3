import {
  YEEKEE_LIVE_EVENTS,
  readYeekeeRoundSummary,
  readYeekeeShot,
  type YeekeeRoundSummary,
  type YeekeeShotData,
} from 'shared-contracts';

/** A server message on a round's channel `yeekee.<round id>`, read; null for anything else. */
export type YeekeeLiveEvent = { kind: 'shot'; shot: YeekeeShotData } | { kind: 'result'; summary: YeekeeRoundSummary };

/**
 * Reads a live message (`{type: 'yeekee/shot', data: shot}` or `{type: 'yeekee/result', data: summary}`,
 * docs/game-rules.md "Yeekee") with the wire shapes' readers; anything malformed is ignored (null).
 */
export function readYeekeeLiveMessage(message: unknown): YeekeeLiveEvent | null {
  if (!message || typeof message !== 'object') return null;
  const { type, data } = message as { type?: unknown; data?: unknown };
  if (type === YEEKEE_LIVE_EVENTS.shot) {
    const shot = readYeekeeShot(data);
    return shot ? { kind: 'shot', shot } : null;
  }
  if (type === YEEKEE_LIVE_EVENTS.result) {
    const summary = readYeekeeRoundSummary(data);
    return summary ? { kind: 'result', summary } : null;
  }
  return null;
}
