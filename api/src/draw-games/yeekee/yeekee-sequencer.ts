/**
 * The yeekee sequencer of one api process (issue 22): runs `numberYeekeeShots` passes, at most one per round at
 * a time in this process; a shooter whose shot committed while a pass was running waits for the next pass,
 * which every such shooter shares. So 1,000 shots fired together cost a handful of passes, not 1,000 turns of a
 * lock. Passes of other processes queue on the round's counter row; a shot they numbered is read back.
 * Per process, not global: build one per app (the yeekee routes do) or per test.
 */
import type { AppContext } from '../../context';
import { numberYeekeeShots, type NumberedShot } from './number-yeekee-shots';

interface RoundPasses {
  running: Promise<Map<number, NumberedShot>> | null;
  next: Promise<Map<number, NumberedShot>> | null;
}

export class YeekeeSequencer {
  private readonly rounds = new Map<number, RoundPasses>();

  constructor(private readonly ctx: Pick<AppContext, 'config' | 'db' | 'clock'>) {}

  /**
   * The committed shot `shotId` of round `roundId` as numbered (waits for a pass that started after the call).
   * Throws when the shot does not exist (it did not commit).
   */
  async numbered(roundId: number, shotId: number): Promise<NumberedShot> {
    const found = (await this.passAfterNow(roundId)).get(shotId);
    if (found) return found;
    // numbered by another process's pass (or an earlier one): read it back
    const row = await this.ctx.db
      .selectFrom('yeekee_shots as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.round_id', 's.seq', 's.user_id', 's.number', 's.shot_at', 'u.customer_code'])
      .where('s.id', '=', shotId)
      .executeTakeFirstOrThrow();
    if (row.seq === null) throw new Error(`yeekee shot ${shotId} is still unnumbered after a pass`);
    return { ...row, seq: row.seq };
  }

  /** A pass that starts after this call: the next one when one is running (shared), else a new one. */
  private passAfterNow(roundId: number): Promise<Map<number, NumberedShot>> {
    let passes = this.rounds.get(roundId);
    if (!passes) this.rounds.set(roundId, (passes = { running: null, next: null }));
    const p = passes;
    if (!p.running) return (p.running = this.run(roundId, p));
    if (!p.next)
      p.next = p.running.then(
        () => (p.running = this.run(roundId, p)),
        () => (p.running = this.run(roundId, p)),
      );
    return p.next;
  }

  private run(roundId: number, p: RoundPasses): Promise<Map<number, NumberedShot>> {
    p.next = null;
    const pass = this.ctx.db
      .transaction()
      .execute((trx) => numberYeekeeShots(this.ctx, trx, roundId, this.ctx.clock.now()))
      .then((shots) => new Map(shots.map((s) => [s.id, s])));
    void pass
      .catch(() => undefined)
      .finally(() => {
        if (p.running === pass) p.running = null;
        if (!p.running && !p.next) this.rounds.delete(roundId);
      });
    return pass;
  }
}
