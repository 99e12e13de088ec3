-- Issue 22: a bet slip in ONE statement. The bet's transaction was nine round trips (BEGIN, the key, the context,
-- the protection row, the ledger, the slip, the stored response, the number totals, COMMIT), and every row lock it
-- took (the house stripe, popular numbers) was held while the api's event loop came back to send the next one: at
-- peak most of a bet's time was PostgreSQL waiting for the client while other bets waited for its locks.
--
-- place_bet_slip does the writes of api/src/draw-games/bets/place-slip-at-once.ts in its own implicit transaction,
-- in the locked path's order (place-bet.ts): claim the Idempotency-Key; the round FOR SHARE (ops' close and
-- settlement wait for it) and still accepting bets at p_now; the player's protection row FOR UPDATE and the users
-- row FOR SHARE (one player's stakes one at a time); the ledger accounts in id order, the player debited unless
-- short; the transfer and its two postings; the slip and its lines; the stored response; last the per-number totals
-- (sorted keys, so two slips never deadlock) and their caps. The caller read and judged everything else (rates,
-- restricted numbers, caps) in one read just before, as the locked path reads them at its start.
--
-- Nothing is written unless the slip is placed. Refusals RAISE with SQLSTATE 'TLBET' and a JSON detail:
--   {"outcome":"locked-path"}  something needs the locked path's full judgement (the round is no longer accepting
--                              bets, the player has no protection row yet, is not ACTIVE, has a self-exclusion
--                              date or a loss limit): the caller runs it, which gives the precise answer;
--   {"outcome":"conflict"}     the key was used with another body;   {"outcome":"in-progress"}  not yet answered;
--   {"outcome":"short","balance":<satang>}                          the player cannot pay p_total;
--   {"outcome":"cap","entry":<1-based>,"total":<after>}             a number's total would pass p_t_caps;
--   {"outcome":"exposure","entry":<1-based>,"exposure":<after>}     a number's payout-if-won would pass its cap.
-- Returns {"outcome":"placed","slip_id":..,"transfer_id":..} or, when the key was already answered with this
-- body, {"outcome":"replay","status_code":..,"response":..}.
CREATE FUNCTION place_bet_slip(
  p_scope text, p_user bigint, p_key text, p_hash text, p_now timestamptz,
  p_round bigint, p_game text, p_slip_code text, p_remark text, p_memo text,
  p_player_account bigint, p_house_account bigint, p_total bigint,
  p_kinds text[], p_numbers text[], p_amounts bigint[], p_rates integer[], p_units integer[], p_rules text[],
  p_t_kinds text[], p_t_keys text[], p_t_amounts bigint[], p_t_exposures bigint[], p_t_caps bigint[],
  p_t_exposure_caps bigint[], p_response jsonb)
RETURNS jsonb
LANGUAGE plpgsql AS $fn$
DECLARE
  v_prior record;
  v_round record;
  v_user record;
  v_player bigint;
  v_house bigint;
  v_transfer bigint;
  v_slip bigint;
  v_over record;
BEGIN
  INSERT INTO idempotency_records (scope, owner_id, key, request_hash, created_at)
  VALUES (p_scope, p_user, p_key, p_hash, p_now)
  ON CONFLICT (scope, owner_id, key) DO NOTHING;
  IF NOT FOUND THEN
    SELECT i.request_hash, i.status_code, i.response INTO v_prior
      FROM idempotency_records i WHERE i.scope = p_scope AND i.owner_id = p_user AND i.key = p_key;
    IF v_prior.request_hash <> p_hash THEN
      RAISE EXCEPTION USING ERRCODE = 'TLBET', MESSAGE = 'bet refused', DETAIL = '{"outcome":"conflict"}';
    END IF;
    IF v_prior.status_code IS NULL THEN
      RAISE EXCEPTION USING ERRCODE = 'TLBET', MESSAGE = 'bet refused', DETAIL = '{"outcome":"in-progress"}';
    END IF;
    RETURN jsonb_build_object('outcome', 'replay', 'status_code', v_prior.status_code, 'response', v_prior.response);
  END IF;

  SELECT r.game_code, r.state, r.open_at, r.close_at INTO v_round FROM rounds r WHERE r.id = p_round FOR SHARE;
  IF NOT FOUND OR v_round.game_code <> p_game OR v_round.state NOT IN ('open', 'scheduled')
     OR p_now < v_round.open_at OR p_now >= v_round.close_at OR p_total <= 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'TLBET', MESSAGE = 'bet refused', DETAIL = '{"outcome":"locked-path"}';
  END IF;

  SELECT u.status, u.self_excluded_until INTO v_user
    FROM player_protection pp JOIN users u ON u.id = pp.user_id
   WHERE pp.user_id = p_user
     FOR UPDATE OF pp FOR SHARE OF u;
  IF NOT FOUND OR v_user.status <> 'ACTIVE' OR v_user.self_excluded_until IS NOT NULL
     OR EXISTS (SELECT 1 FROM player_limits l
                 WHERE l.user_id = p_user AND l.kind LIKE 'loss\_%'
                   AND (l.limit_satang IS NOT NULL OR l.pending_satang IS NOT NULL)) THEN
    RAISE EXCEPTION USING ERRCODE = 'TLBET', MESSAGE = 'bet refused', DETAIL = '{"outcome":"locked-path"}';
  END IF;

  PERFORM 1 FROM ledger_accounts a WHERE a.id IN (p_player_account, p_house_account) ORDER BY a.id FOR UPDATE;
  UPDATE ledger_accounts a SET balance_satang = a.balance_satang - p_total
   WHERE a.id = p_player_account AND (a.allow_negative OR a.balance_satang - p_total >= 0)
  RETURNING a.balance_satang INTO v_player;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'TLBET', MESSAGE = 'bet refused',
      DETAIL = jsonb_build_object('outcome', 'short', 'balance',
                                  (SELECT a.balance_satang FROM ledger_accounts a WHERE a.id = p_player_account))::text;
  END IF;
  UPDATE ledger_accounts a SET balance_satang = a.balance_satang + p_total
   WHERE a.id = p_house_account AND (a.allow_negative OR a.balance_satang + p_total >= 0)
  RETURNING a.balance_satang INTO v_house;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'house account % cannot take the stake', p_house_account;
  END IF;
  INSERT INTO ledger_transfers (kind, memo, user_id, idempotency_scope, idempotency_key, created_at)
  VALUES ('BET', p_memo, p_user, 'bet', p_slip_code, p_now)
  RETURNING id INTO v_transfer;
  INSERT INTO ledger_postings (transfer_id, account_id, amount_satang, balance_after_satang, created_at)
  VALUES (v_transfer, p_player_account, -p_total, v_player, p_now),
         (v_transfer, p_house_account, p_total, v_house, p_now);

  INSERT INTO bet_slips (slip_code, user_id, round_id, game_code, remark, total_satang, transfer_id, created_at)
  VALUES (p_slip_code, p_user, p_round, p_game, p_remark, p_total, v_transfer, p_now)
  RETURNING id INTO v_slip;
  INSERT INTO bet_lines (slip_id, line_no, kind, number, amount_satang, rate_x100, units, rule)
  SELECT v_slip, v.ord, v.kind, v.number, v.amount_satang, v.rate_x100, v.units, v.rule
    FROM unnest(p_kinds, p_numbers, p_amounts, p_rates, p_units, p_rules)
         WITH ORDINALITY AS v(kind, number, amount_satang, rate_x100, units, rule, ord);

  UPDATE idempotency_records i SET status_code = 201, response = p_response
   WHERE i.scope = p_scope AND i.owner_id = p_user AND i.key = p_key;

  -- the number totals last (their rows are the most contended: held for this and the commit only)
  WITH v AS (
    SELECT * FROM unnest(p_t_kinds, p_t_keys, p_t_amounts, p_t_exposures, p_t_caps, p_t_exposure_caps)
                  WITH ORDINALITY AS v(kind, key, amount, exposure, cap, exposure_cap, ord)
  ), up AS (
    INSERT INTO round_number_totals AS t (round_id, kind, number, total, exposure)
    SELECT p_round, v.kind, v.key, v.amount, v.exposure FROM v ORDER BY v.ord
    ON CONFLICT (round_id, kind, number) DO UPDATE
      SET total = t.total + excluded.total, exposure = t.exposure + excluded.exposure
    RETURNING t.kind, t.number, t.total, t.exposure
  )
  SELECT v.ord, up.total, up.exposure, (v.cap IS NOT NULL AND up.total > v.cap) AS over_cap INTO v_over
    FROM v JOIN up ON up.kind = v.kind AND up.number = v.key
   WHERE (v.cap IS NOT NULL AND up.total > v.cap) OR (v.exposure_cap IS NOT NULL AND up.exposure > v.exposure_cap)
   ORDER BY v.ord
   LIMIT 1;
  IF FOUND THEN
    IF v_over.over_cap THEN
      RAISE EXCEPTION USING ERRCODE = 'TLBET', MESSAGE = 'bet refused',
        DETAIL = jsonb_build_object('outcome', 'cap', 'entry', v_over.ord, 'total', v_over.total)::text;
    END IF;
    RAISE EXCEPTION USING ERRCODE = 'TLBET', MESSAGE = 'bet refused',
      DETAIL = jsonb_build_object('outcome', 'exposure', 'entry', v_over.ord, 'exposure', v_over.exposure)::text;
  END IF;

  RETURN jsonb_build_object('outcome', 'placed', 'slip_id', v_slip, 'transfer_id', v_transfer);
END
$fn$;
