/**
 * Checks the live token of a gateway request (`auth=`): its signature and expiry, and for a player that the
 * session it names is still alive (not logged out, expired or ended by a self-exclusion), the account active
 * and the token version current (bumping it revokes every live token of the player). The session state is
 * cached per process for a few seconds, because every long poll presents the token again; a revocation
 * reaches every process at once through NOTIFY `live_access` (live/revoke-live-tokens.ts).
 * Every refusal is 403 E10403 (the SDK's "access denied"), with a message saying why.
 *
 * The grants and publisher uuid written in a token are never trusted: they are re-derived here from who the
 * token is for (live/channel-policy.ts `grantsFor`): a visitor token (no session) reads what visitors read and
 * writes nothing, whatever it says; a player token gets its session's player's channels and customer code.
 * A token signed with a leaked secret can at most be a visitor, or a player whose live session it names.
 */
import { AppError, ErrorCode } from 'shared-contracts';
import type { AppContext } from '../context';
import { isSelfExcluded } from '../account-standing/refuse-self-excluded';
import { grantsFor } from './channel-policy';
import { readLiveToken, type LiveTokenClaims } from './live-token';

interface SessionState {
  userId: number;
  customerCode: string;
  sessionExpiresAt: number;
  revoked: boolean;
  active: boolean;
  selfExcludedUntil: Date | null;
  version: number;
  checkedAt: number;
}

/** How long a session's state is trusted without reading it again, ms of real time. */
const CACHE_MS = 10_000;
const CACHE_MAX = 100_000;
const VERIFIED_MAX = 20_000;

const forbidden = (message: string) => new AppError(ErrorCode.FORBIDDEN, message);

/** One per app; `forgetUser` on a revocation notice. */
export class LiveAccess {
  private readonly sessions = new Map<number, SessionState>();
  // a token's claims never change: its signature is checked once per process (every long poll presents it)
  private readonly verified = new Map<string, LiveTokenClaims>();

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'clock' | 'config'>) {}

  /**
   * The claims of a token that may be used now, with the grants and uuid re-derived on the server (see the
   * module comment); throws 403 E10403 otherwise.
   */
  async authorize(token: string | undefined): Promise<LiveTokenClaims> {
    if (!token) throw forbidden('missing auth: get a live token from POST /api/v1/live/token');
    const claims = this.verifiedClaims(token);
    if (!claims) throw forbidden('the live token is not valid: get a new one from POST /api/v1/live/token');
    const now = this.ctx.clock.now();
    if (claims.expiresAt <= now.getTime()) throw forbidden('the live token expired: get a new one');
    if (claims.sessionId === null) {
      if (claims.userId !== null) throw forbidden('the live token is not valid: get a new one');
      if (!claims.uuid.startsWith('visitor-')) throw forbidden('the live token is not valid: get a new one');
      return { ...claims, ...grantsFor({ kind: 'visitor' }) };
    }
    const s = await this.sessionState(claims.sessionId);
    if (!s || s.userId !== claims.userId) throw forbidden('the live token is not valid: get a new one');
    if (s.revoked) throw forbidden('the session of this live token ended (logged out): log in again');
    if (s.sessionExpiresAt <= now.getTime()) throw forbidden('the session of this live token expired: log in again');
    if (!s.active) throw forbidden('this account is not active');
    if (isSelfExcluded(s.selfExcludedUntil, now)) throw forbidden('this player excluded themself');
    if (s.version !== claims.version) throw forbidden('the live token was revoked: get a new one');
    return { ...claims, uuid: s.customerCode, ...grantsFor({ kind: 'player', customerCode: s.customerCode }) };
  }

  /** Drops what this process remembers of `userId`'s sessions (their tokens were revoked). */
  forgetUser(userId: number): void {
    for (const [id, s] of this.sessions) if (s.userId === userId) this.sessions.delete(id);
  }

  private verifiedClaims(token: string): LiveTokenClaims | null {
    const known = this.verified.get(token);
    if (known) return known;
    const claims = readLiveToken(this.ctx.config.jwtSecret, token);
    if (!claims) return null;
    if (this.verified.size >= VERIFIED_MAX) this.verified.clear();
    this.verified.set(token, claims);
    return claims;
  }

  private async sessionState(sessionId: number): Promise<SessionState | undefined> {
    const cached = this.sessions.get(sessionId);
    if (cached && Date.now() - cached.checkedAt < CACHE_MS) return cached;
    const row = await this.ctx.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .leftJoin('live_access as la', 'la.user_id', 's.user_id')
      .select([
        's.user_id',
        'u.customer_code',
        's.expires_at',
        's.revoked_at',
        'u.status',
        'u.self_excluded_until',
        'la.token_version',
      ])
      .where('s.id', '=', sessionId)
      .executeTakeFirst();
    if (!row) {
      this.sessions.delete(sessionId);
      return undefined;
    }
    const state: SessionState = {
      userId: row.user_id,
      customerCode: row.customer_code,
      sessionExpiresAt: row.expires_at.getTime(),
      revoked: row.revoked_at !== null,
      active: row.status === 'ACTIVE',
      selfExcludedUntil: row.self_excluded_until,
      version: row.token_version ?? 0,
      checkedAt: Date.now(),
    };
    if (this.sessions.size >= CACHE_MAX) this.sessions.clear();
    this.sessions.set(sessionId, state);
    return state;
  }
}
