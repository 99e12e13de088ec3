import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { YeekeePredictsData, YeekeeShotData } from 'shared-contracts';
import { Card, Chip, Muted, Notice, theme } from 'shared-ui';
import { bangkokHHmmss } from '../utils/format-time';

/** Rows the feed shows; the rest of the page it holds stays for the count. */
const SHOWN = 30;

const arrive = keyframes`
  from { background: ${theme.color.goldSoft}; }
  to { background: transparent; }
`;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  margin-bottom: 8px;
  h2 {
    margin: 0;
  }
  .live {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-size: 12.5px;
    font-weight: 700;
    color: ${theme.color.danger};
  }
  .live::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
    animation: ${pulse} 1.4s ease-in-out infinite;
  }
  .live[data-live='false'] {
    color: ${theme.color.muted};
  }
  .live[data-live='false']::before {
    animation: none;
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 3.2em 1fr auto;
    grid-template-rows: auto auto;
    column-gap: 10px;
    align-items: center;
    padding: 8px 4px;
    border-bottom: 1px solid ${theme.color.line};
    animation: ${arrive} 1.6s ease-out;
  }
  li:last-of-type {
    border-bottom: 0;
  }
  .seq {
    grid-row: span 2;
    font-family: ${theme.font.number};
    font-size: 13px;
    font-weight: 700;
    color: ${theme.color.muted};
  }
  .number {
    font-family: ${theme.font.number};
    font-size: 22px;
    font-weight: 800;
    letter-spacing: 0.12em;
    color: ${theme.color.redDark};
  }
  .who {
    font-size: 12.5px;
    color: ${theme.color.muted};
  }
  .time {
    grid-row: span 2;
    font-family: ${theme.font.number};
    font-size: 13px;
    color: ${theme.color.muted};
    text-align: right;
  }
  .number.hidden {
    color: ${theme.color.muted};
    letter-spacing: 0.2em;
  }
  .sr {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  li[data-mine='true'] {
    background: ${theme.color.goldSoft};
    border-radius: ${theme.radius.sm};
  }
`;

/**
 * The live shot feed of a round: newest first, each shot with its sequence, number (other players' numbers are
 * hidden, •••••, until the shooting closes: docs/game-rules.md "Yeekee"), masked shooter and Bangkok time, the
 * player's own marked; a red pulsing "สด" while the live channel delivers, "อัปเดตอัตโนมัติ" while
 * the page polls instead.
 */
export function ShotFeed({
  feed,
  connected,
  failed,
  mine,
}: {
  feed: YeekeePredictsData | undefined;
  connected: boolean;
  failed: boolean;
  mine: ReadonlySet<number>;
}) {
  const { t } = useTranslation();
  const shots = feed?.shots.slice(0, SHOWN) ?? [];
  // while the round takes shots the server shows a player only their own numbers
  const isMine = (shot: YeekeeShotData) => mine.has(shot.seq) || (feed?.shooting_open === true && shot.number !== null);
  return (
    <Card data-testid="shot-feed">
      <Head>
        <h2>{t('yeekee.feed.title')}</h2>
        <span className="live" data-live={connected} data-testid="shot-feed-live">
          {connected ? t('yeekee.feed.live') : t('yeekee.feed.polling')}
        </span>
      </Head>
      {failed && (
        <Notice tone="error" role="alert">
          {t('yeekee.feed.loadFailed')}
        </Notice>
      )}
      {feed && shots.length === 0 && <Muted data-testid="shot-feed-empty">{t('yeekee.feed.empty')}</Muted>}
      {shots.some((s) => s.number === null) && (
        <Muted data-testid="shot-feed-hidden-hint">{t('yeekee.feed.hiddenHint')}</Muted>
      )}
      <List>
        {shots.map((shot) => (
          <li key={shot.seq} data-testid="shot-item" data-seq={shot.seq} data-mine={isMine(shot)}>
            <span className="seq">#{shot.seq}</span>
            {shot.number === null ? (
              <span className="number hidden" data-testid="shot-number" data-hidden="true">
                <span aria-hidden="true">•••••</span>
                <span className="sr">{t('yeekee.feed.hiddenNumber')}</span>
              </span>
            ) : (
              <span className="number" data-testid="shot-number">
                {shot.number}
              </span>
            )}
            <span className="time">{bangkokHHmmss(shot.shot_at)}</span>
            <span className="who">
              {shot.shooter} {isMine(shot) && <Chip tone="gold">{t('yeekee.feed.mine')}</Chip>}
            </span>
          </li>
        ))}
      </List>
      {feed && feed.shot_count > shots.length && (
        <Muted>{t('yeekee.feed.shown', { shown: shots.length, count: feed.shot_count })}</Muted>
      )}
    </Card>
  );
}
