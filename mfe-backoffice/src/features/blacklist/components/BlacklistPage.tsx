/**
 * The block lists (spec §8 E20026, E20027; api/src/backoffice/routes/blacklist.ts): phones that may not register
 * or become an account's phone, bank accounts that may not be registered or paid out to. Every role reads both
 * lists (newest first, narrowed by digits of the number) with who added each entry, why, and the player who holds
 * it now; operators add one with a reason (beside the lists, below them on a phone) and take one off after a
 * confirm step with a reason. A listed number's player keeps playing: the entry links the ban in the players tab.
 */
import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import type {
  AddBankAccountToBlacklistBody,
  BlacklistedBankAccount,
  BlacklistedPhone,
  PlayerStatus,
} from 'shared-contracts';
import { Button, Muted, Notice, Row, theme } from 'shared-ui';
import { useSignedInOps } from '../../auth';
import {
  ActionError,
  ConfirmDialog,
  ConsoleBox as Box,
  PageColumns,
  SearchForm,
  bangkokTime,
  useConsoleLang,
  useConsoleT,
  ConsoleTextField,
  type ConsoleFieldSpec,
} from '../../console';
import { StatusChip } from '../../players';
import { useBlacklist } from '../hooks/useBlacklist';
import { AddToBlacklistForms } from './AddToBlacklistForms';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  border-top: 1px solid ${theme.color.line};
  padding: 10px 0;
  display: grid;
  gap: 4px;
  strong {
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

type Entry = { kind: 'phone'; entry: BlacklistedPhone } | { kind: 'bank'; entry: BlacklistedBankAccount };

/** How an entry reads: the phone, or the bank code and account number. */
export const entryLabel = (e: Entry) =>
  e.kind === 'phone' ? e.entry.phone : `${e.entry.bank_code} ${e.entry.bank_account_number}`;

const SEARCH_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.blacklist.search',
  hint: 'backoffice.blacklist.searchHint',
  testId: 'blacklist-search',
  inputMode: 'numeric',
};
const REASON_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.blacklist.reason',
  hint: 'backoffice.blacklist.reasonHint',
  testId: 'blacklist-remove-reason',
  maxLength: 500,
};

export function BlacklistPage() {
  const t = useConsoleT();
  const { lang } = useConsoleLang();
  const { me } = useSignedInOps();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const { query, addPhone, removePhone, addBank, removeBank } = useBlacklist(q);
  const [removing, setRemoving] = useState<Entry | null>(null);
  const [reason, setReason] = useState('');
  const [removed, setRemoved] = useState<string | null>(null);
  const isOperator = me.role === 'operator';
  const remove = removing?.kind === 'bank' ? removeBank : removePhone;

  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(typed.replace(/\D/g, ''));
  };

  const confirmRemove = () => {
    if (!removing || !reason.trim()) return;
    const label = entryLabel(removing);
    const onSuccess = () => {
      setRemoved(label);
      setRemoving(null);
    };
    if (removing.kind === 'phone')
      removePhone.mutate({ phone: removing.entry.phone, reason: reason.trim() }, { onSuccess });
    else
      removeBank.mutate(
        {
          bank_code: removing.entry.bank_code as AddBankAccountToBlacklistBody['bank_code'],
          bank_account_number: removing.entry.bank_account_number,
          reason: reason.trim(),
        },
        { onSuccess },
      );
  };

  const item = (e: Entry) => {
    const label = entryLabel(e);
    const holder = e.entry.holder;
    return (
      <Item key={label} data-testid={`blacklist-${e.kind}-${label.replace(' ', '-')}`}>
        <Row>
          <strong>{label}</strong>
          {holder && (
            <>
              <Muted>{t('backoffice.blacklist.holder', { code: holder.customer_code })}</Muted>
              <StatusChip status={holder.status as PlayerStatus} />
            </>
          )}
        </Row>
        <span>{e.entry.reason}</span>
        <Muted>
          {t('backoffice.blacklist.addedBy', {
            user: e.entry.created_by || t('backoffice.blacklist.unknownOps'),
            time: bangkokTime(e.entry.created_at, lang),
          })}
        </Muted>
        {isOperator && (
          <div>
            <Button
              type="button"
              small
              variant="ghost"
              data-testid="blacklist-remove"
              onClick={() => {
                remove.reset();
                setReason('');
                setRemoved(null);
                setRemoving(e);
              }}
            >
              {t('backoffice.blacklist.remove')}
            </Button>
          </div>
        )}
      </Item>
    );
  };

  const data = query.data;
  return (
    <section data-testid="blacklist-page">
      <h2>{t('backoffice.blacklist.title')}</h2>
      <Muted as="p">{t('backoffice.blacklist.hint')}</Muted>
      <PageColumns>
        <div>
          <SearchForm onSubmit={search} role="search">
            <ConsoleTextField field={SEARCH_FIELD} value={typed} onValue={setTyped} />
            <Button type="submit" small data-testid="blacklist-search-submit">
              {t('backoffice.blacklist.searchButton')}
            </Button>
          </SearchForm>
          <ActionError error={query.error} />
          {removed && (
            <Notice tone="success" data-testid="blacklist-removed">
              {t('backoffice.blacklist.removed', { value: removed })}
            </Notice>
          )}
          {query.isPending && <Muted>{t('backoffice.common.loading')}</Muted>}
          {data && (
            <>
              <Box data-testid="blacklist-phones">
                <h3>{t('backoffice.blacklist.phones', { n: data.phones_total })}</h3>
                {data.phones.length === 0 && <Muted>{t('backoffice.blacklist.none')}</Muted>}
                <List>{data.phones.map((entry) => item({ kind: 'phone', entry }))}</List>
                {data.phones_total > data.phones.length && (
                  <Muted>
                    {t('backoffice.blacklist.shown', { shown: data.phones.length, total: data.phones_total })}
                  </Muted>
                )}
              </Box>
              <Box data-testid="blacklist-banks" style={{ marginTop: 16 }}>
                <h3>{t('backoffice.blacklist.banks', { n: data.bank_accounts_total })}</h3>
                {data.bank_accounts.length === 0 && <Muted>{t('backoffice.blacklist.none')}</Muted>}
                <List>{data.bank_accounts.map((entry) => item({ kind: 'bank', entry }))}</List>
                {data.bank_accounts_total > data.bank_accounts.length && (
                  <Muted>
                    {t('backoffice.blacklist.shown', {
                      shown: data.bank_accounts.length,
                      total: data.bank_accounts_total,
                    })}
                  </Muted>
                )}
              </Box>
            </>
          )}
        </div>
        {isOperator ? (
          <AddToBlacklistForms addPhone={addPhone} addBank={addBank} />
        ) : (
          <Muted data-testid="blacklist-operators-only">{t('backoffice.blacklist.operatorsOnly')}</Muted>
        )}
      </PageColumns>
      {removing && (
        <ConfirmDialog
          title={t('backoffice.blacklist.removeTitle', { value: entryLabel(removing) })}
          testId="blacklist-remove-dialog"
          confirmLabel={t('backoffice.blacklist.remove')}
          confirmTestId="blacklist-remove-confirm"
          disabled={remove.isPending || !reason.trim()}
          onConfirm={confirmRemove}
          onCancel={() => setRemoving(null)}
        >
          <p>
            {t(
              removing.kind === 'phone'
                ? 'backoffice.blacklist.removePhoneBody'
                : 'backoffice.blacklist.removeBankBody',
            )}
          </p>
          <ConsoleTextField field={REASON_FIELD} value={reason} onValue={setReason} />
          <ActionError error={remove.error} testId="blacklist-remove-error" />
        </ConfirmDialog>
      )}
    </section>
  );
}
