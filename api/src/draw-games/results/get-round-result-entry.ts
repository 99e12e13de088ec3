/**
 * GET backoffice/rounds/{id}/result: the round's result entry (pending or confirmed) and who made it, as `viewerId`
 * may see it (a pending entry's values only to its maker: result-entry-view.ts). 404 unknown round.
 */
import { AppError, ErrorCode, type ResultEntryData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { parseRoundId } from '../rounds/parse-round-id';
import { resultEntryView } from './result-entry-view';

export async function getRoundResultEntry(
  ctx: AppContext,
  roundIdText: string,
  viewerId: number,
): Promise<ResultEntryData> {
  const roundId = parseRoundId(roundIdText);
  const round = await ctx.db.selectFrom('rounds').selectAll().where('id', '=', roundId).executeTakeFirst();
  if (!round) throw new AppError(ErrorCode.NOT_FOUND, `round ${roundIdText} does not exist`);
  return resultEntryView(ctx, ctx.db, round, viewerId);
}
