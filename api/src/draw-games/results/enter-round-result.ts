/**
 * POST backoffice/rounds/{id}/result (maker): an ops user enters the round's official raw result. Nothing
 * settles: the entry is stored PENDING (the round stays closed) until a different ops user confirms it
 * (confirm-round-result.ts). Posting again while pending corrects it (revision + 1, the corrector becomes
 * the maker); posting the identical result again changes nothing. One transaction: refuse an ops account in its
 * new-account hold or not approved (403 E10403, ops-accounts/refuse-fresh-ops-account.ts), lock the round FOR
 * UPDATE, checkRoundResult (400/409 as there; 409 before the round's scheduled result time), refuse a result that differs from the official one the
 * server holds (400 E10000 naming its source and the differing fields, official-result.ts), upsert the
 * entry, audit `round.result.enter` or `round.result.correct` (before → after).
 */
import { AppError, ErrorCode, type ResultEntryData } from 'shared-contracts';
import type { OpsActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import { canonicalJson } from '../../http/crypto';
import { refuseFreshOpsAccount } from '../../ops-accounts/refuse-fresh-ops-account';
import { parseRoundId } from '../rounds/parse-round-id';
import { checkRoundResult } from './check-round-result';
import { mismatchWithOfficial, officialResultOf } from './official-result';
import { resultEntryView } from './result-entry-view';

export async function enterRoundResult(
  ctx: AppContext,
  actor: OpsActor,
  roundIdText: string,
  raw: unknown,
): Promise<{ view: ResultEntryData; created: boolean }> {
  const roundId = parseRoundId(roundIdText);
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    await refuseFreshOpsAccount(ctx, trx, actor.opsUserId, 'enter a result');
    const round = await trx.selectFrom('rounds').selectAll().where('id', '=', roundId).forUpdate().executeTakeFirst();
    if (!round) throw new AppError(ErrorCode.NOT_FOUND, `round ${roundIdText} does not exist`);
    const checked = checkRoundResult(round, raw, now);
    const official = await officialResultOf(ctx, round);
    if (official) {
      const differ = mismatchWithOfficial(official, checked.raw);
      if (differ.length)
        throw new AppError(
          ErrorCode.BAD_REQUEST,
          `the result does not match the official result held by the server (${official.source}): ${differ.join(', ')} differ`,
          differ.map((f) => ({ path: f, message: `does not match ${official.source}` })),
        );
    }
    const existing = await trx
      .selectFrom('round_result_entries')
      .selectAll()
      .where('round_id', '=', round.id)
      .forUpdate()
      .executeTakeFirst();
    if (existing?.confirmed_at) throw new AppError(ErrorCode.CONFLICT, `round already resulted: round ${round.id}`);
    const target = `round:${round.id}`;
    if (!existing) {
      await trx
        .insertInto('round_result_entries')
        .values({
          round_id: round.id,
          raw: JSON.stringify(checked.raw),
          digits: JSON.stringify(checked.digits),
          entered_by: actor.opsUserId,
          entered_at: now,
        })
        .execute();
      await recordAudit(
        trx,
        actor,
        { action: 'round.result.enter', target, after: { raw: checked.raw, digits: checked.digits, revision: 1 } },
        now,
      );
      return { view: await resultEntryView(ctx, trx, round, actor.opsUserId), created: true };
    }
    if (canonicalJson(existing.raw) === canonicalJson(checked.raw))
      return { view: await resultEntryView(ctx, trx, round, actor.opsUserId), created: false };
    const maker = await trx
      .selectFrom('ops_users')
      .select('username')
      .where('id', '=', existing.entered_by)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('round_result_entries')
      .set({
        raw: JSON.stringify(checked.raw),
        digits: JSON.stringify(checked.digits),
        revision: existing.revision + 1,
        entered_by: actor.opsUserId,
        entered_at: now,
      })
      .where('round_id', '=', round.id)
      .execute();
    await recordAudit(
      trx,
      actor,
      {
        action: 'round.result.correct',
        target,
        before: { raw: existing.raw, digits: existing.digits, revision: existing.revision, entered_by: maker.username },
        after: { raw: checked.raw, digits: checked.digits, revision: existing.revision + 1 },
      },
      now,
    );
    return { view: await resultEntryView(ctx, trx, round, actor.opsUserId), created: false };
  });
}
