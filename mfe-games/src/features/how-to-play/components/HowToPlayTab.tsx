import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { YEEKEE_MIN_SHOTS, YEEKEE_SUBTRACTED_RANK, satangToBaht, type GameDef } from 'shared-contracts';
import { Card, theme } from 'shared-ui';
import { formatRate } from '../../../ui/format-rate';
import { RatesTable } from './RatesTable';
import { ScheduleInfo } from './ScheduleInfo';

const Steps = styled.ol`
  margin: 0;
  padding-left: 20px;
  line-height: 1.7;
`;

const Kinds = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 10px 0;
    border-bottom: 1px dashed ${theme.color.line};
  }
  li:last-child {
    border-bottom: 0;
  }
  .head {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    font-weight: 700;
  }
  .rate {
    color: ${theme.color.red};
    white-space: nowrap;
  }
  p {
    margin: 4px 0 0;
    font-size: 14px;
    color: ${theme.color.muted};
    line-height: 1.6;
  }
`;

/**
 * How to play: the steps, each bet kind's Thai rule with its rate and limits from the catalogue, the schedule;
 * for yeekee also what makes its result fair and what a player can check (docs/game-rules.md "Yeekee").
 */
export function HowToPlayTab({ game }: { game: GameDef }) {
  const { t } = useTranslation();
  const steps = t('lobby.howtoSteps', { returnObjects: true }) as unknown as string[];
  return (
    <div data-testid="howto">
      <Card>
        <h2>{t('lobby.howtoTitle', { name: t(game.labelKey) })}</h2>
        <p style={{ marginTop: 0, lineHeight: 1.6 }}>{t('lobby.howtoIntro')}</p>
        <Steps>
          {steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </Steps>
      </Card>
      {game.resultStrategy === 'YEEKEE' && <YeekeeFairness />}
      <Card>
        <h2>{t('lobby.ratesTitle')}</h2>
        <Kinds>
          {game.betKinds.map((k) => (
            <li key={k.kind} data-testid={`howto-${k.kind}`}>
              <div className="head">
                <span>{t(`betKind.${k.kind}`)}</span>
                {k.rateX100 > 0 && <span className="rate">{t('lobby.rate', { rate: formatRate(k.rateX100) })}</span>}
              </div>
              <p>{t(`lobby.howtoKind.${k.kind}`)}</p>
              <p>{t('lobby.minMax', { min: satangToBaht(k.minSatang), max: satangToBaht(k.maxSatang) })}</p>
            </li>
          ))}
        </Kinds>
        {game.prizeTable && <RatesTable game={game} />}
      </Card>
      <Card>
        <h2>{t('lobby.schedule')}</h2>
        <ScheduleInfo game={game} />
      </Card>
    </div>
  );
}

/** Yeekee: hidden shots, the committed secret, the per-player cap, and how to check a round. */
function YeekeeFairness() {
  const { t } = useTranslation();
  const points = t('yeekee.fair.points', {
    returnObjects: true,
    rank: YEEKEE_SUBTRACTED_RANK,
    min: YEEKEE_MIN_SHOTS,
  }) as unknown as string[];
  return (
    <Card data-testid="howto-yeekee-fair">
      <h2>{t('yeekee.fair.title')}</h2>
      <Steps>
        {points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </Steps>
    </Card>
  );
}
