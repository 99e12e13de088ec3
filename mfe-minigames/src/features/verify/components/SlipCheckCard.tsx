import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWireBaht, type FairSlipRecord, type StreakSlipData } from 'shared-contracts';
import { Button, Card, Chip, Digits, Muted, Notice, TextField, theme } from 'shared-ui';
import { HAND_EMOJI, HashText } from '../../streak';
import { useSlipCheck } from '../hooks/useSlipCheck';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14.5px;
  th,
  td {
    padding: 8px 4px;
    text-align: center;
    border-bottom: 1px solid ${theme.color.line};
  }
  th {
    font-size: 13px;
    font-weight: 700;
    color: ${theme.color.muted};
  }
  td.mark {
    font-size: 18px;
    font-weight: 900;
  }
  tr[data-ok='true'] td.mark {
    color: ${theme.color.green};
  }
  tr[data-ok='false'] {
    background: ${theme.color.dangerSoft};
  }
  tr[data-ok='false'] td.mark {
    color: ${theme.color.danger};
  }
`;

const Check = styled.div<{ ok: boolean }>`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  margin: 10px 0;
  padding: 10px 12px;
  border-radius: ${theme.radius.md};
  font-weight: 700;
  color: ${(p) => (p.ok ? theme.color.green : theme.color.danger)};
  background: ${(p) => (p.ok ? theme.color.greenSoft : theme.color.dangerSoft)};
  span.mark {
    font-size: 20px;
    line-height: 1.2;
  }
`;

const Label = styled.div`
  font-size: 14.5px;
  font-weight: 600;
`;

const Mono = styled(TextField)`
  input {
    font-family: ${theme.font.number};
    font-size: 13.5px;
  }
`;

/**
 * One finished slip recomputed in the browser: the seeds (editable, to see a changed seed fail), SHA-256 of the
 * server seed against the commitment, and each step's recorded and computed outcome with ✓ or ✗.
 */
export function SlipCheckCard({ slip }: { slip: StreakSlipData }) {
  const { t } = useTranslation();
  const [serverSeed, setServerSeed] = useState(slip.fairness.server_seed ?? '');
  const [clientSeed, setClientSeed] = useState(slip.fairness.client_seed);
  const record: FairSlipRecord = {
    game: slip.game,
    server_seed: serverSeed.trim(),
    commitment: slip.fairness.commitment,
    client_seed: clientSeed,
    nonce: slip.fairness.nonce,
    steps: slip.steps,
  };
  const check = useSlipCheck(record);
  const label = (value: string) =>
    `${slip.game === 'paoyingchub' ? `${HAND_EMOJI[value] ?? ''} ` : ''}${t(`minigames.${slip.game}.outcome.${value}`, { defaultValue: value })}`;
  const edited = serverSeed !== slip.fairness.server_seed || clientSeed !== slip.fairness.client_seed;

  return (
    <Card data-testid="verify-card">
      <h2>
        <Digits>{slip.slip_id}</Digits> · {t(`minigames.tabs.${slip.game}`)}
      </h2>
      <Muted>
        {t('minigames.history.line', { bet: formatWireBaht(slip.total_bet), wins: slip.wins })} ·{' '}
        <Chip tone={slip.status === 'CASHED_OUT' ? 'green' : 'muted'}>
          {slip.status === 'CASHED_OUT'
            ? `+${formatWireBaht(slip.payout)}`
            : t(`minigames.history.status.${slip.status}`)}
        </Chip>
      </Muted>
      <Label>{t('minigames.verify.commitment')}</Label>
      <HashText data-testid="verify-commitment-value">{slip.fairness.commitment}</HashText>
      <Mono
        label={t('minigames.verify.serverSeed')}
        value={serverSeed}
        testId="verify-server-seed"
        spellCheck={false}
        onChange={(e) => setServerSeed(e.target.value)}
      />
      <Mono
        label={`${t('minigames.verify.clientSeed')} · ${t('minigames.verify.nonce')} ${slip.fairness.nonce}`}
        value={clientSeed}
        testId="verify-client-seed"
        spellCheck={false}
        onChange={(e) => setClientSeed(e.target.value)}
        hint={edited ? undefined : t('minigames.verify.editHint')}
      />
      {edited && (
        <Button
          type="button"
          variant="ghost"
          small
          onClick={() => {
            setServerSeed(slip.fairness.server_seed ?? '');
            setClientSeed(slip.fairness.client_seed);
          }}
        >
          {t('minigames.verify.reset')}
        </Button>
      )}
      {!check ? (
        <Muted>{t('minigames.verify.checking')}</Muted>
      ) : (
        <>
          <Label>{t('minigames.verify.computedCommitment')}</Label>
          <HashText data-testid="verify-commitment-computed">{check.computedCommitment}</HashText>
          <Check ok={check.commitmentOk} data-testid="verify-commitment" data-ok={String(check.commitmentOk)}>
            <span className="mark">{check.commitmentOk ? '✓' : '✗'}</span>
            <span>{t(check.commitmentOk ? 'minigames.verify.commitmentOk' : 'minigames.verify.commitmentBad')}</span>
          </Check>
          <Table>
            <thead>
              <tr>
                <th>{t('minigames.verify.step')}</th>
                <th>{t('minigames.verify.guess')}</th>
                <th>{t('minigames.verify.recorded')}</th>
                <th>{t('minigames.verify.computed')}</th>
                <th aria-label="✓/✗" />
              </tr>
            </thead>
            <tbody>
              {check.steps.map((s) => (
                <tr key={s.step} data-testid={`verify-step-${s.step}`} data-ok={String(s.ok)}>
                  <td>{s.step}</td>
                  <td>{label(s.guess)}</td>
                  <td>
                    {label(s.recorded.outcome)}
                    <br />
                    <small>{t(`minigames.verify.result.${s.recorded.result}`)}</small>
                  </td>
                  <td>
                    {label(s.computed.outcome)}
                    <br />
                    <small>{t(`minigames.verify.result.${s.computed.result}`)}</small>
                  </td>
                  <td className="mark">{s.ok ? '✓' : '✗'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Notice tone={check.ok ? 'success' : 'error'} data-testid="verify-overall" data-ok={String(check.ok)}>
            {check.ok ? `✓ ${t('minigames.verify.allOk')}` : `✗ ${t('minigames.verify.someBad')}`}
          </Notice>
        </>
      )}
    </Card>
  );
}
