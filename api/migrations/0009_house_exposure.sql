-- House exposure (issue 12): what the house pays if a number wins, per (round, kind, number key), kept
-- next to the stake total the CAP restriction uses, so the bet's one upsert locks and checks both.
-- exposure is satang: sum of floor(stake × rate_x100 / 100) over pending lines (rate kinds), or units ×
-- the top fixed prize (SET_4D, SIX_NUMBER). Any-order kinds are keyed by sorted digits, as for caps.
ALTER TABLE round_number_totals ADD COLUMN exposure bigint NOT NULL DEFAULT 0;

-- Backfill the pending lines already placed (an upsert: every key with pending lines has its totals row
-- already; the insert branch only guards against one missing). Top fixed prizes per unit (satang) as the
-- catalogue has them when this migration is written: Laos zodiac SIX 1,500,000 baht; Laos set 120,000;
-- Hanoi and Malay sets 90,000.
INSERT INTO round_number_totals (round_id, kind, number, total, exposure)
SELECT s.round_id,
       l.kind,
       CASE WHEN l.kind IN ('THREE_TOD', 'FOUR_ANY_ORDER')
            THEN (SELECT string_agg(d, '' ORDER BY d) FROM regexp_split_to_table(l.number, '') AS d)
            ELSE l.number END,
       sum(coalesce(l.units, l.amount_satang))::bigint,
       sum(CASE WHEN l.units IS NULL THEN (l.amount_satang * l.rate_x100) / 100
                ELSE l.units * (CASE s.game_code WHEN 'LAZODC' THEN 150000000
                                                 WHEN 'SETLA' THEN 12000000
                                                 WHEN 'SETHN' THEN 9000000
                                                 WHEN 'SETMY' THEN 9000000
                                                 ELSE 0 END) END)::bigint
  FROM bet_lines l
  JOIN bet_slips s ON s.id = l.slip_id
 WHERE l.status = 'PENDING'
 GROUP BY 1, 2, 3
ON CONFLICT (round_id, kind, number) DO UPDATE SET exposure = EXCLUDED.exposure;

-- Ops' per-game, per-kind caps on a number's exposure in a round (satang); no row = the default
-- (EXPOSURE_CAP_BAHT for rate kinds, the spec per-number limit × top prize for set/zodiac kinds).
CREATE TABLE exposure_caps (
  game_code   text NOT NULL,
  kind        text NOT NULL,
  cap_satang  bigint NOT NULL CHECK (cap_satang >= 0),
  updated_by  text NOT NULL,
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (game_code, kind)
);
