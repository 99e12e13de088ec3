import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { YEEKEE_MIN_SHOTS, type GameDef, type YeekeeRoundSummary } from 'shared-contracts';
import { Button, Card, Muted, Notice, Row, theme } from 'shared-ui';
import { secondsLeft, useNow } from '../hooks/useNow';
import { useShotFeed } from '../hooks/useShotFeed';
import { useYeekeeStatus } from '../hooks/useYeekeeStatus';
import { bangkokHHmm, formatCountdown } from '../utils/format-time';
import { PhaseChip } from './PhaseChip';
import { ShootPad } from './ShootPad';
import { ShotFeed } from './ShotFeed';

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 8px;
  h2 {
    margin: 0 0 4px;
  }
  .clock {
    text-align: right;
    font-size: 12.5px;
    color: ${theme.color.muted};
    white-space: nowrap;
  }
  .clock strong {
    display: block;
    font-family: ${theme.font.number};
    font-size: 24px;
    color: ${theme.color.red};
  }
`;

const Progress = styled.div<{ done: boolean }>`
  margin: 12px 0 4px;
  .bar {
    height: 8px;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.cream};
    overflow: hidden;
  }
  .bar > span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: ${(p) => (p.done ? theme.color.green : theme.gradient.gold)};
    transition: width 0.3s ease;
  }
  .text {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    margin-top: 6px;
    font-size: 13px;
    color: ${(p) => (p.done ? theme.color.green : theme.color.muted)};
  }
  .text strong {
    color: ${theme.color.ink};
  }
`;

/** Rounds taking shots now: betting and shooting (docs/game-rules.md "Yeekee": from the opening to the shooting close). */
function shootable(rounds: readonly YeekeeRoundSummary[]): YeekeeRoundSummary[] {
  return rounds
    .filter((r) => r.phase === 'betting' || r.phase === 'shooting')
    .sort((a, b) => a.shoot_close_at.localeCompare(b.shoot_close_at));
}

/**
 * The shoot tab: the rounds taking shots (the one whose shooting closes first by default, the others a tap
 * away), its countdown to the shooting close and its shots against the minimum of 20, the shoot pad and the
 * round's live shot feed.
 */
export function ShootTab({ game }: { game: GameDef }) {
  const { t } = useTranslation();
  const now = useNow();
  const status = useYeekeeStatus(game);
  const [picked, setPicked] = useState<string | null>(null);
  const [mine, setMine] = useState<ReadonlySet<string>>(new Set());
  const rounds = shootable(status.data?.rounds ?? []);
  const round = rounds.find((r) => r.round_id === picked) ?? rounds[0] ?? null;
  const { feed, failed, connected, addShots } = useShotFeed(game, round?.round_id ?? null);

  if (!status.data) return <Notice>{t('lobby.loading')}</Notice>;
  if (!round) {
    return (
      <Card data-testid="shoot-none">
        <h2>{t('yeekee.shoot.title')}</h2>
        <Muted>{t('yeekee.shoot.none')}</Muted>
        <Muted>{t('yeekee.shoot.noneHint')}</Muted>
      </Card>
    );
  }

  const count = Math.max(feed?.shot_count ?? 0, round.shot_count);
  const left = secondsLeft(round.count_down.total_seconds, status.loadedAt, now);
  // betting rounds count to the betting close; the shooting close is 10 minutes later
  const toShootClose = round.phase === 'betting' ? left + secondsBetween(round.close_at, round.shoot_close_at) : left;
  const missing = Math.max(0, YEEKEE_MIN_SHOTS - count);
  const mineHere = new Set(
    [...mine].filter((k) => k.startsWith(`${round.round_id}:`)).map((k) => Number(k.split(':')[1])),
  );

  return (
    <div data-testid="shoot-tab" data-round-id={round.round_id} data-round-no={round.round_no}>
      <Card>
        <Head>
          <div>
            <h2 data-testid="shoot-round">{t('yeekee.shoot.heading', { no: round.round_no })}</h2>
            <Row>
              <PhaseChip phase={round.phase} />
              <Muted as="span">{t('yeekee.shootCloseAt', { time: bangkokHHmm(round.shoot_close_at) })}</Muted>
            </Row>
          </div>
          <div className="clock" role="timer" data-testid="shoot-countdown" data-seconds={toShootClose}>
            {t('yeekee.shoot.closesIn')}
            <strong>{formatCountdown(toShootClose)}</strong>
          </div>
        </Head>
        {rounds.length > 1 && (
          <>
            <Muted>{t('yeekee.shoot.pickRound')}</Muted>
            <Row>
              {rounds.map((r) => (
                <Button
                  key={r.round_id}
                  type="button"
                  small
                  variant={r.round_id === round.round_id ? 'primary' : 'ghost'}
                  aria-pressed={r.round_id === round.round_id}
                  data-testid={`shoot-pick-${r.round_no}`}
                  onClick={() => setPicked(r.round_id)}
                >
                  {t('yeekee.shoot.roundChip', { no: r.round_no, time: bangkokHHmm(r.shoot_close_at) })}
                </Button>
              ))}
            </Row>
          </>
        )}
        <Progress done={missing === 0}>
          <div className="bar">
            <span style={{ width: `${Math.min(100, (count / YEEKEE_MIN_SHOTS) * 100)}%` }} />
          </div>
          <div className="text">
            <strong data-testid="shoot-count">{t('yeekee.shoot.count', { count })}</strong>
            <span>
              {missing > 0
                ? t('yeekee.shoot.minimum', { min: YEEKEE_MIN_SHOTS })
                : t('yeekee.shoot.enough', { min: YEEKEE_MIN_SHOTS })}
            </span>
          </div>
        </Progress>
        {missing > 0 && (
          <Notice tone="warn" data-testid="shoot-need-more">
            {t('yeekee.shoot.needMore', { min: YEEKEE_MIN_SHOTS, left: missing })}
          </Notice>
        )}
        <Muted>{t('yeekee.shoot.intro')}</Muted>
        <ShootPad
          roundId={round.round_id}
          onShot={(shot) => {
            addShots([shot]);
            setMine((m) => new Set([...m, `${shot.round_id}:${shot.seq}`]));
          }}
        />
      </Card>
      <ShotFeed feed={feed} connected={connected} failed={failed} mine={mineHere} />
    </div>
  );
}

/** Whole seconds from one instant to a later one. */
function secondsBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 1000);
}
