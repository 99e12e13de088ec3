import styled from '@emotion/styled';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  ErrorCode,
  YEEKEE_MIN_SHOTS,
  YEEKEE_SUBTRACTED_RANK,
  formatThaiDrawDate,
  type GameDef,
  type YeekeeRoundRecordData,
} from 'shared-contracts';
import { Button, Card, Chip, Muted, Notice, buttonStyle, errorCode, theme } from 'shared-ui';
import { numberTiles } from '../../../ui/card-styles';
import { yeekeeRecordUrl } from '../api/fetch-yeekee-record';
import { useRoundVerification } from '../hooks/useRoundVerification';
import { bangkokHHmm, bangkokHHmmss } from '../utils/format-time';
import type { VerifyCheck, YeekeeVerification } from '../utils/verify-record';

const Verdict = styled.div<{ ok: boolean }>`
  margin: 12px 0;
  padding: 14px;
  border-radius: ${theme.radius.md};
  border: 1px solid ${(p) => (p.ok ? `${theme.color.green}40` : `${theme.color.danger}40`)};
  background: ${(p) => (p.ok ? theme.color.greenSoft : theme.color.dangerSoft)};
  color: ${(p) => (p.ok ? theme.color.green : theme.color.danger)};
  .mark {
    font-size: 24px;
    font-weight: 800;
  }
  p {
    margin: 4px 0 0;
    font-size: 14px;
    line-height: 1.5;
  }
`;

const Digits = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  margin: 0 0 12px;
  ${numberTiles('div', '24px', 800)}
  dd {
    letter-spacing: 0.1em;
  }
`;

const Formula = styled.div`
  padding: 10px 12px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.cream};
  font-family: ${theme.font.number};
  font-size: 14px;
  line-height: 1.7;
  overflow-wrap: anywhere;
  b {
    color: ${theme.color.red};
  }
  .last5 {
    color: ${theme.color.redDark};
    font-weight: 800;
    background: ${theme.color.goldLight};
    border-radius: 4px;
    padding: 0 2px;
  }
`;

const Checks = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13.5px;
  margin: 12px 0 4px;
  th,
  td {
    padding: 7px 4px;
    border-bottom: 1px solid ${theme.color.line};
    text-align: right;
    vertical-align: top;
  }
  th:first-of-type,
  td:first-of-type {
    text-align: left;
  }
  th {
    font-size: 12px;
    color: ${theme.color.muted};
    font-weight: 700;
  }
  td.value {
    font-family: ${theme.font.number};
    overflow-wrap: anywhere;
  }
  td.mark {
    width: 1.5em;
    font-weight: 800;
    text-align: center;
    color: ${theme.color.green};
  }
  tr[data-ok='false'] {
    background: ${theme.color.dangerSoft};
  }
  tr[data-ok='false'] td.mark {
    color: ${theme.color.danger};
  }
`;

const Shots = styled.div`
  max-height: 420px;
  overflow-y: auto;
  overscroll-behavior: contain;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 13.5px;
  }
  th {
    position: sticky;
    top: 0;
    background: ${theme.color.cream};
    font-size: 12px;
    color: ${theme.color.muted};
    padding: 6px;
    text-align: left;
    white-space: nowrap;
  }
  td {
    padding: 6px;
    border-top: 1px solid ${theme.color.line};
    vertical-align: top;
  }
  td.seq,
  td.time {
    font-family: ${theme.font.number};
    color: ${theme.color.muted};
  }
  td.number {
    font-family: ${theme.font.number};
    font-size: 16px;
    font-weight: 800;
    letter-spacing: 0.08em;
  }
  tr[data-subtracted='true'] td {
    background: ${theme.color.goldLight};
    color: ${theme.color.redDark};
  }
  tr[data-subtracted='true'] .struck {
    text-decoration: line-through;
    text-decoration-thickness: 2px;
  }
  td.who,
  td.time {
    font-size: 12.5px;
    white-space: nowrap;
  }
  .tag {
    display: block;
    width: fit-content;
    margin-top: 4px;
    white-space: normal;
    font-family: ${theme.font.family};
    font-size: 12.5px;
    letter-spacing: 0;
    line-height: 1.35;
  }
`;

const Download = styled.a(buttonStyle({ variant: 'ghost', block: true }));

const Steps = styled.ol`
  margin: 0;
  padding-left: 20px;
  color: ${theme.color.ink};
  font-size: 14px;
  line-height: 1.6;
`;

/** Digits of a decimal string grouped by thousands (sums pass 2^53 in busy rounds, so never a Number). */
const grouped = (n: string | null) => (n === null ? '—' : n.replace(/\B(?=(\d{3})+(?!\d))/g, ','));

/** A 64-character hash shortened for a table cell: its first and last 8 characters. */
const shortHash = (hash: string) => (hash.length > 20 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash);

/** The shown value of a check: the subtracted shot is `number#seq`. */
function shown(check: VerifyCheck, value: string | null, t: TFunction): string {
  if (value === null) return '—';
  if (check.item === 'secretHash') return shortHash(value);
  if (check.item === 'subtracted') {
    const [number, seq] = value.split('#');
    return `${number} (#${seq})`;
  }
  if (check.item === 'state') return t(`yeekee.phase.${value}`);
  if (check.item === 'sum' || check.item === 'r') return grouped(value);
  return value;
}

/** The void reason in Thai (`yeekee.voidReason.*`; any other reason: the general text). */
function voidText(record: YeekeeRoundRecordData, t: TFunction): string {
  const reason = record.void_reason ?? 'other';
  const key = `yeekee.voidReason.${reason}`;
  const text = t(key);
  return text === key ? t('yeekee.voidReason.other') : text;
}

/**
 * The verify view of a closed yeekee round (docs/game-rules.md "Yeekee"): its published record is fetched and
 * recomputed in the browser with `computeYeekeeResult`, and the view says "ตรงกัน ✓" when the shot count, the
 * sum, the subtracted 16th most recent shot, R and the three digits all equal the published ones ("ไม่ตรงกัน ✗"
 * naming the figure otherwise); then the formula with the round's numbers, the JSON download (the record
 * endpoint itself), every shot in order with the subtracted one highlighted, and how to check by hand. A void
 * round shows its reason in Thai.
 */
export function RoundVerify({
  game,
  drawDate,
  roundNo,
  onBack,
}: {
  game: GameDef;
  drawDate: string;
  roundNo: number;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { record, verification, error, retry } = useRoundVerification(game, drawDate, roundNo);
  const back = (
    <Button type="button" variant="ghost" small data-testid="verify-back" onClick={onBack}>
      ‹ {t('yeekee.verify.back')}
    </Button>
  );

  if (!record || !verification) {
    // E20016: the round still takes shots, its record is published at the close
    const stillShooting = errorCode(error) === ErrorCode.ROUND_CLOSED;
    return (
      <Card data-testid="yeekee-verify-pending">
        {back}
        <h2 style={{ marginTop: 12 }}>{t('yeekee.verify.title', { no: roundNo })}</h2>
        {!error && <Notice>{t('yeekee.verify.loading')}</Notice>}
        {error && stillShooting && <Notice tone="warn">{t('yeekee.verify.notClosed')}</Notice>}
        {error && !stillShooting && (
          <Notice tone="error" role="alert">
            {t('yeekee.verify.loadFailed')}{' '}
            <Button type="button" variant="ghost" small onClick={retry}>
              {t('lobby.retry')}
            </Button>
          </Notice>
        )}
      </Card>
    );
  }

  const subtractedSeq = record.subtracted?.seq ?? null;
  return (
    <div data-testid="yeekee-verify" data-ok={verification.ok} data-round-no={roundNo}>
      <Card>
        {back}
        <h2 style={{ margin: '12px 0 4px' }}>{t('yeekee.verify.title', { no: roundNo })}</h2>
        <Muted>
          {t('lobby.drawDate', { date: formatThaiDrawDate(record.draw_date) })} ·{' '}
          {t('yeekee.shootCloseAt', { time: bangkokHHmm(record.shoot_close_at) })}
        </Muted>
        {record.state === 'void' && (
          <Notice tone="warn" data-testid="verify-void">
            {voidText(record, t)}
          </Notice>
        )}
        <VerdictBox record={record} verification={verification} />
        {record.r !== null && (
          <Digits data-testid="verify-digits">
            <div>
              <dt>{t('yeekee.verify.top3')}</dt>
              <dd data-testid="verify-top3">{record.top3}</dd>
            </div>
            <div>
              <dt>{t('yeekee.verify.top2')}</dt>
              <dd>{record.top2}</dd>
            </div>
            <div>
              <dt>{t('yeekee.verify.bottom2')}</dt>
              <dd>{record.bottom2}</dd>
            </div>
          </Digits>
        )}
        {verification.status === 'checked' && verification.result.status === 'resulted' && (
          <Formula data-testid="verify-formula">
            R = {grouped(verification.result.sum)} − {grouped(verification.result.subtracted.number)}
            {verification.result.secretNumber !== null && <> + {verification.result.secretNumber}</>} ={' '}
            <b data-testid="verify-r">{grouped(verification.result.r)}</b>
            <br />
            {t('yeekee.verify.last5')}:{' '}
            <span className="last5">{verification.result.r.slice(-5).padStart(5, '0')}</span>
          </Formula>
        )}
        {verification.status === 'checked' && <CheckTable checks={verification.checks} />}
        {record.secret_hash !== null && <SecretBox record={record} />}
        <Download
          href={yeekeeRecordUrl(game, record.draw_date, record.round_no)}
          download={`yeekee-${record.draw_date}-${record.round_no}.json`}
          data-testid="verify-download"
        >
          {t('yeekee.verify.download')}
        </Download>
        <Muted>{t('yeekee.verify.downloadHint')}</Muted>
      </Card>
      <Card>
        <h2>{t('yeekee.verify.shotsTitle', { count: record.shots.length })}</h2>
        <Shots>
          <table data-testid="verify-shots">
            <thead>
              <tr>
                <th>{t('yeekee.verify.colSeq')}</th>
                <th>{t('yeekee.verify.colNumber')}</th>
                <th>{t('yeekee.verify.colShooter')}</th>
                <th>{t('yeekee.verify.colTime')}</th>
              </tr>
            </thead>
            <tbody>
              {record.shots.map((s) => (
                <tr
                  key={s.seq}
                  data-testid="verify-shot"
                  data-seq={s.seq}
                  data-subtracted={s.subtracted || s.seq === subtractedSeq}
                >
                  <td className="seq">#{s.seq}</td>
                  <td className="number">
                    <span className="struck">{s.number}</span>
                    {(s.subtracted || s.seq === subtractedSeq) && (
                      <Chip tone="red" className="tag" data-testid="verify-subtracted-tag">
                        {t('yeekee.verify.subtractedTag', { rank: YEEKEE_SUBTRACTED_RANK })}
                      </Chip>
                    )}
                  </td>
                  <td className="who">{s.shooter}</td>
                  <td className="time">{bangkokHHmmss(s.shot_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Shots>
      </Card>
      <Card>
        <h2>{t('yeekee.verify.howTitle')}</h2>
        <Steps>
          {(t('yeekee.verify.howSteps', { returnObjects: true }) as string[]).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Steps>
        <h2 style={{ marginTop: 16 }}>{t('yeekee.verify.formulaTitle')}</h2>
        <Muted>{t('yeekee.verify.formula', { rank: YEEKEE_SUBTRACTED_RANK, min: YEEKEE_MIN_SHOTS })}</Muted>
      </Card>
    </div>
  );
}

/** "ตรงกัน ✓" or "ไม่ตรงกัน ✗" with a line saying what was recomputed. */
function VerdictBox({ record, verification }: { record: YeekeeRoundRecordData; verification: YeekeeVerification }) {
  const { t } = useTranslation();
  if (verification.status === 'not-computed') return null;
  let body: string;
  if (verification.status === 'invalid') body = t('yeekee.verify.invalidShots');
  else if (!verification.ok) body = t('yeekee.verify.mismatchBody');
  else if (verification.result.status === 'void')
    body = t('yeekee.verify.voidMatchBody', { count: verification.result.shotCount, min: YEEKEE_MIN_SHOTS });
  else body = t('yeekee.verify.matchBody', { count: record.shots.length });
  return (
    <Verdict ok={verification.ok} role="status" data-testid="verify-verdict" data-ok={verification.ok}>
      <div className="mark">{verification.ok ? t('yeekee.verify.match') : t('yeekee.verify.mismatch')}</div>
      <p>{body}</p>
    </Verdict>
  );
}

const Secret = styled.dl`
  margin: 12px 0;
  padding: 10px 12px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.cream};
  font-size: 13px;
  dt {
    color: ${theme.color.muted};
    font-size: 12px;
    margin-top: 6px;
  }
  dt:first-of-type {
    margin-top: 0;
  }
  dd {
    margin: 2px 0 0;
    font-family: ${theme.font.number};
    overflow-wrap: anywhere;
    line-height: 1.5;
  }
`;

/** The round's secret: its commitment (published before the round opened), the secret and its number. */
function SecretBox({ record }: { record: YeekeeRoundRecordData }) {
  const { t } = useTranslation();
  return (
    <Secret data-testid="verify-secret">
      <dt>{t('yeekee.verify.secretHashLabel')}</dt>
      <dd data-testid="verify-secret-hash">{record.secret_hash}</dd>
      <dt>{t('yeekee.verify.secretLabel')}</dt>
      <dd data-testid="verify-secret-value">{record.secret ?? t('yeekee.verify.secretNotRevealed')}</dd>
      {record.secret_number !== null && (
        <>
          <dt>{t('yeekee.verify.secretNumberLabel')}</dt>
          <dd>{record.secret_number}</dd>
        </>
      )}
    </Secret>
  );
}

/** Each published figure against the browser's own, ✓ or ✗. */
function CheckTable({ checks }: { checks: VerifyCheck[] }) {
  const { t } = useTranslation();
  const label = (c: VerifyCheck) =>
    c.item === 'subtracted' || c.item === 'r'
      ? t(`yeekee.verify.${c.item}`, { rank: YEEKEE_SUBTRACTED_RANK })
      : t(`yeekee.verify.${c.item}`);
  return (
    <Checks data-testid="verify-checks">
      <thead>
        <tr>
          <th>{t('yeekee.verify.colItem')}</th>
          <th>{t('yeekee.verify.colPublished')}</th>
          <th>{t('yeekee.verify.colComputed')}</th>
          <th aria-hidden="true" />
        </tr>
      </thead>
      <tbody>
        {checks.map((c) => (
          <tr key={c.item} data-testid={`verify-check-${c.item}`} data-ok={c.ok}>
            <td>{label(c)}</td>
            <td className="value">{shown(c, c.published, t)}</td>
            <td className="value">{shown(c, c.computed, t)}</td>
            <td className="mark">{c.ok ? '✓' : '✗'}</td>
          </tr>
        ))}
      </tbody>
    </Checks>
  );
}
