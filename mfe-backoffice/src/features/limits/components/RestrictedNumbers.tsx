/**
 * One game's restricted numbers (`GET backoffice/restricted-numbers?game=`): each rule (kind, number, CLOSED /
 * REDUCED_RATE with its factor / CAP with its total and per-player caps, every round or one round) with remove, and
 * a form adding one (`POST`). The API's refusals (E10000) show in the console's error notice.
 */
import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { gameByCode, type RestrictedNumberInput, type RestrictionRule } from 'shared-contracts';
import { Button, Chip, Digits, Muted, theme } from 'shared-ui';
import {
  ActionError,
  useConsoleT,
  ConsoleFrame as Box,
  ConsoleSelectField,
  ConsoleTextField,
  type ConsoleFieldSpec,
} from '../../console';
import { useRestrictedNumbers } from '../hooks/useLimits';

const RULES: RestrictionRule[] = ['CLOSED', 'REDUCED_RATE', 'CAP'];

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  border-top: 1px solid ${theme.color.line};
  padding: 8px 0;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Form = styled.form`
  display: grid;
  gap: 0 12px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 720px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** A positive number from a text box, else undefined (left blank). */
const optionalNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

const KIND_FIELD: ConsoleFieldSpec = { label: 'backoffice.limits.kind', testId: 'restriction-kind' };
const NUMBER_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.limits.number',
  hint: 'backoffice.limits.numberHint',
  testId: 'restriction-number',
  inputMode: 'numeric',
};
const RULE_FIELD: ConsoleFieldSpec = { label: 'backoffice.limits.rule', testId: 'restriction-rule' };
const FACTOR_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.limits.rateFactor',
  hint: 'backoffice.limits.rateFactorHint',
  testId: 'restriction-factor',
  inputMode: 'decimal',
};
const CAP_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.limits.capAmount',
  testId: 'restriction-cap',
  inputMode: 'decimal',
};
const PER_PLAYER_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.limits.perPlayerCap',
  testId: 'restriction-per-player',
  inputMode: 'decimal',
};
const ROUND_ID_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.limits.roundId',
  hint: 'backoffice.limits.roundIdHint',
  testId: 'restriction-round',
};

export function RestrictedNumbers({ game }: { game: string }) {
  const t = useConsoleT();
  const { query, add, remove } = useRestrictedNumbers(game);
  const kinds: string[] = gameByCode(game)?.betKinds.map((k) => k.kind) ?? [];
  const [kind, setKind] = useState('');
  const [number, setNumber] = useState('');
  const [rule, setRule] = useState<RestrictionRule>('CLOSED');
  const [factor, setFactor] = useState('');
  const [cap, setCap] = useState('');
  const [perPlayer, setPerPlayer] = useState('');
  const [roundId, setRoundId] = useState('');
  const chosenKind = kinds.includes(kind) ? kind : (kinds[0] ?? '');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: RestrictedNumberInput = {
      game_code: game,
      kind: chosenKind,
      number: number.trim(),
      rule,
      round_id: roundId.trim() || null,
      ...(rule === 'REDUCED_RATE' && factor.trim() ? { rate_factor: Number(factor) } : {}),
      ...(rule === 'CAP' ? { cap_amount: optionalNumber(cap), per_player_cap: optionalNumber(perPlayer) } : {}),
    };
    add.mutate(body, { onSuccess: () => setNumber('') });
  };

  return (
    <Box data-testid="restricted-numbers">
      <h2>{t('backoffice.limits.restricted')}</h2>
      {query.isPending && <Muted>{t('backoffice.common.loading')}</Muted>}
      {query.isError && <Muted>{t('backoffice.common.failed')}</Muted>}
      {query.data?.length === 0 && <Muted>{t('backoffice.common.empty')}</Muted>}
      <List>
        {query.data?.map((r) => (
          <Item key={r.id} data-testid={`restriction-${r.id}`}>
            <Digits>{r.number}</Digits>
            <span>{r.kind}</span>
            <Chip tone={r.rule === 'CLOSED' ? 'red' : 'gold'}>{t(`backoffice.limits.rules.${r.rule}`)}</Chip>
            {r.rate_factor !== null && <span>×{r.rate_factor}</span>}
            {r.cap_amount !== null && (
              <span>{t('backoffice.limits.capTotal', { amount: r.cap_amount, unit: r.unit })}</span>
            )}
            {r.per_player_cap !== null && (
              <span>{t('backoffice.limits.capPerPlayer', { amount: r.per_player_cap, unit: r.unit })}</span>
            )}
            <Muted>
              {r.round_id ? t('backoffice.limits.oneRound', { round: r.round_id }) : t('backoffice.limits.allRounds')}
            </Muted>
            <Button
              type="button"
              small
              variant="ghost"
              disabled={remove.isPending}
              data-testid="restriction-remove"
              onClick={() => remove.mutate(r.id)}
            >
              {t('backoffice.limits.remove')}
            </Button>
          </Item>
        ))}
      </List>
      <h3>{t('backoffice.limits.add')}</h3>
      <Form onSubmit={submit} data-testid="restriction-form">
        <ConsoleSelectField field={KIND_FIELD} value={chosenKind} onValue={setKind} options={kinds} />
        <ConsoleTextField field={NUMBER_FIELD} value={number} onValue={setNumber} />
        <ConsoleSelectField
          field={RULE_FIELD}
          value={rule}
          onValue={setRule}
          options={RULES}
          optionText={(r) => t(`backoffice.limits.rules.${r}`)}
        />
        {rule === 'REDUCED_RATE' && <ConsoleTextField field={FACTOR_FIELD} value={factor} onValue={setFactor} />}
        {rule === 'CAP' && (
          <>
            <ConsoleTextField field={CAP_FIELD} value={cap} onValue={setCap} />
            <ConsoleTextField field={PER_PLAYER_FIELD} value={perPlayer} onValue={setPerPlayer} />
          </>
        )}
        <ConsoleTextField field={ROUND_ID_FIELD} value={roundId} onValue={setRoundId} />
        <div>
          <Button type="submit" small disabled={add.isPending || !chosenKind} data-testid="restriction-add">
            {t('backoffice.limits.add')}
          </Button>
        </div>
      </Form>
      <ActionError error={add.error ?? remove.error} testId="restriction-error" />
    </Box>
  );
}
