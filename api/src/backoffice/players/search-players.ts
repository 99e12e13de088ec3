/**
 * `GET backoffice/players`: ops find players by the first digits of their phone or of their customer code
 * (shared-contracts schemas/players.ts `playerSearchQuery`), newest first, a page of at most 50, with each one's
 * status, balance (baht), self-exclusion and whether they set limits. Phones are stored 0XXXXXXXXX (registration's
 * `thaiPhone`): the typed digits lose spaces and dashes, and a +66 / 66 country prefix becomes 0.
 */
import { sql } from 'kysely';
import { satangToBaht, type PlayerSearchData, type PlayerSearchQuery } from 'shared-contracts';
import type { AppContext } from '../../context';

/** The stored-form prefix of what ops typed: digits only; a 66 country prefix becomes 0 (stored numbers start 0). */
function phonePrefix(typed: string): string {
  const digits = typed.replace(/[^0-9]/g, '');
  return digits.startsWith('66') ? `0${digits.slice(2)}` : digits;
}

/** LIKE pattern that matches `prefix` literally (digits and letters only reach here, but stay safe). */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchPlayers(ctx: AppContext, query: PlayerSearchQuery): Promise<PlayerSearchData> {
  const phone = query.phone ? phonePrefix(query.phone) : '';
  const code = (query.customer_code ?? '').toUpperCase();
  const now = ctx.clock.now();
  let base = ctx.db.selectFrom('users as u').where('u.role', '=', 'player');
  if (phone) base = base.where('u.phone', 'like', likePrefix(phone));
  if (code) base = base.where(sql<boolean>`upper(u.customer_code) like ${likePrefix(code)}`);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('ledger_accounts as a', 'a.user_id', 'u.id')
      .select([
        'u.customer_code',
        'u.phone',
        'u.status',
        'u.created_at',
        'u.self_excluded_until',
        sql<number>`coalesce(a.balance_satang, 0)`.as('balance_satang'),
        sql<boolean>`exists (select 1 from player_limits l where l.user_id = u.id and l.limit_satang is not null)`.as(
          'has_limits',
        ),
      ])
      .orderBy('u.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    players: rows.map((r) => ({
      customer_code: r.customer_code,
      phone: r.phone,
      status: r.status,
      created_at: new Date(r.created_at).toISOString(),
      balance: satangToBaht(Number(r.balance_satang)),
      self_excluded_until:
        r.self_excluded_until && r.self_excluded_until.getTime() > now.getTime()
          ? r.self_excluded_until.toISOString()
          : null,
      has_limits: !!r.has_limits,
    })),
    total: count.n,
    limit: query.limit,
    offset: query.offset,
  };
}
