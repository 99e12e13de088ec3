-- Dow Jones (STUS) rounds planned before the catalogue opened them at 01:00 Bangkok (shared-contracts catalogue,
-- "Stock games open at midnight (Dow Jones at 01:00 ...)") opened at the next midnight and took bets for one
-- hour. The planner never changes a round it created, so the rounds still waiting to open are moved here: each
-- opens when the previous STUS round closes, as newly planned ones do. Rounds already open or past stay as they are.
UPDATE rounds AS r
SET open_at = prev.previous_close
FROM (
  SELECT id, lag(close_at) OVER (ORDER BY close_at) AS previous_close
  FROM rounds
  WHERE game_code = 'STUS'
) AS prev
WHERE r.id = prev.id
  AND r.game_code = 'STUS'
  AND r.state = 'scheduled'
  AND prev.previous_close IS NOT NULL
  AND r.open_at > prev.previous_close;
