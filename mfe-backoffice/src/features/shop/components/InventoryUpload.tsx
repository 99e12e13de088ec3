/**
 * Loads a shop round's real ticket stock from a CSV file: pick a round that still takes stock (open ones first), pick
 * the file (`number,quantity` a line), read here into rows accepted and rows refused (line, reason); the rows go up
 * as `[{number, quantity}]` only when none was refused, since the load replaces the round's unsold stock. The
 * result shows the round's numbers and tickets after the load; the API's refusals show in the error notice.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { Button, Digits, Muted, Notice, TextField } from 'shared-ui';
import {
  ActionError,
  useConsoleT,
  ConsoleFrame as Box,
  ConsoleSelectField,
  type ConsoleFieldSpec,
} from '../../console';
import { useInventoryLoad, useShopRounds } from '../hooks/useShop';
import { parseInventoryCsv, type ParsedInventory } from '../utils/parse-inventory-csv';

const Refused = styled.ul`
  max-height: 200px;
  overflow: auto;
  margin: 4px 0;
  font-size: 14px;
`;

/** A picked file's text (FileReader: every browser, and jsdom, whose Blob has no `text()`). */
const readText = (f: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error(`cannot read ${f.name}`));
    reader.readAsText(f);
  });

/** Refused lines listed on screen; the count covers all of them. */
const SHOWN_REFUSALS = 50;

const ROUND_FIELD: ConsoleFieldSpec = { label: 'backoffice.shop.round', testId: 'inventory-round' };

export function InventoryUpload() {
  const t = useConsoleT();
  const { rounds, isPending, isError } = useShopRounds();
  const load = useInventoryLoad();
  const [picked, setPicked] = useState('');
  const [file, setFile] = useState<{ name: string; parsed: ParsedInventory } | null>(null);
  const [readError, setReadError] = useState<unknown>(null);
  const ordered = [...rounds].sort(
    (a, b) => Number(b.state === 'open') - Number(a.state === 'open') || a.draw_date.localeCompare(b.draw_date),
  );
  const roundId = ordered.some((r) => r.round_id === picked) ? picked : (ordered[0]?.round_id ?? '');

  const readFile = async (f: File | undefined) => {
    load.reset();
    setReadError(null);
    setFile(null);
    if (!f) return;
    try {
      setFile({ name: f.name, parsed: parseInventoryCsv(await readText(f)) });
    } catch (err) {
      setReadError(err);
    }
  };

  const parsed = file?.parsed;
  const canUpload = !!roundId && !!parsed && parsed.accepted.length > 0 && parsed.refused.length === 0;
  return (
    <Box data-testid="inventory-upload">
      <h2>{t('backoffice.shop.inventory')}</h2>
      <Muted>{t('backoffice.shop.inventoryHint')}</Muted>
      {isPending && <Muted>{t('backoffice.common.loading')}</Muted>}
      {isError && <Muted>{t('backoffice.common.failed')}</Muted>}
      {!isPending && !isError && ordered.length === 0 && <Muted>{t('backoffice.shop.noRounds')}</Muted>}
      {ordered.length > 0 && (
        <ConsoleSelectField field={ROUND_FIELD} value={roundId} onValue={setPicked}>
          {ordered.map((r) => (
            <option key={r.round_id} value={r.round_id}>
              {t('backoffice.shop.roundOption', { round: r.round_id, date: r.draw_date, state: r.state })}
            </option>
          ))}
        </ConsoleSelectField>
      )}
      <TextField
        label={t('backoffice.shop.file')}
        hint={t('backoffice.shop.fileHint')}
        testId="inventory-file"
        type="file"
        accept=".csv,text/csv,text/plain"
        onChange={(e) => void readFile(e.target.files?.[0])}
      />
      {parsed && (
        <div data-testid="inventory-parsed">
          <Notice tone={parsed.refused.length ? 'warn' : 'info'}>
            <span data-testid="inventory-accepted">
              {t('backoffice.shop.accepted', { count: parsed.accepted.length })}
            </span>{' '}
            ·{' '}
            <span data-testid="inventory-refused">
              {t('backoffice.shop.refused', { count: parsed.refused.length })}
            </span>
          </Notice>
          {parsed.refused.length > 0 && (
            <>
              <Muted>{t('backoffice.shop.fixRefused')}</Muted>
              <Refused data-testid="inventory-refused-rows">
                {parsed.refused.slice(0, SHOWN_REFUSALS).map((r) => (
                  <li key={r.line}>
                    {t('backoffice.shop.refusedLine', {
                      line: r.line,
                      text: r.text,
                      reason: t(`backoffice.shop.refusals.${r.reason}`),
                    })}
                  </li>
                ))}
              </Refused>
            </>
          )}
        </div>
      )}
      <Button
        type="button"
        small
        disabled={!canUpload || load.isPending}
        data-testid="inventory-submit"
        onClick={() => parsed && load.mutate({ roundId, rows: parsed.accepted })}
      >
        {load.isPending ? t('backoffice.shop.uploading') : t('backoffice.shop.upload')}
      </Button>
      {load.data && (
        <Notice tone="success" role="status" data-testid="inventory-result">
          {t('backoffice.shop.loaded', { round: load.data.round_id })}{' '}
          <Digits>{t('backoffice.shop.stock', { numbers: load.data.numbers, tickets: load.data.tickets })}</Digits>
        </Notice>
      )}
      <ActionError error={load.error ?? readError} testId="inventory-error" />
    </Box>
  );
}
