/**
 * The ticket shop's promotions (`GET/PUT backoffice/lottery/promotions`): the first-purchase discount (percent, the
 * least tickets) and buy-N-get-M-free, each with its switch; saved whole. The API's refusals show in the notice.
 */
import { useState } from 'react';
import type { LotteryPromotionConfig } from 'shared-contracts';
import { Button, Muted, TextField } from 'shared-ui';
import { ActionError, SwitchRow, useConsoleT, ConsoleFrame as Box } from '../../console';
import { usePromotions } from '../hooks/useShop';

type Promo = keyof LotteryPromotionConfig;
type Field = { [P in Promo]: { promo: P; field: Exclude<keyof LotteryPromotionConfig[P], 'enabled'> } }[Promo];

const FIELDS: Field[] = [
  { promo: 'buy_first_time', field: 'discount_percent' },
  { promo: 'buy_first_time', field: 'min_tickets' },
  { promo: 'buy_get_free', field: 'buy_count' },
  { promo: 'buy_get_free', field: 'free_count' },
];

export function PromotionsForm() {
  const t = useConsoleT();
  const { query, save } = usePromotions();
  const [draft, setDraft] = useState<LotteryPromotionConfig | null>(null);
  const config = draft ?? query.data;
  if (!config)
    return (
      <Box data-testid="promotions">
        <Muted>{t(query.isError ? 'backoffice.common.failed' : 'backoffice.common.loading')}</Muted>
      </Box>
    );
  const edit = <P extends Promo>(promo: P, patch: Partial<LotteryPromotionConfig[P]>) =>
    setDraft({ ...config, [promo]: { ...config[promo], ...patch } });
  return (
    <Box data-testid="promotions">
      <h2>{t('backoffice.shop.promotions')}</h2>
      {(['buy_first_time', 'buy_get_free'] as const).map((promo) => (
        <SwitchRow
          key={promo}
          label={t(`backoffice.shop.promo.${promo}`)}
          testId={`promo-${promo}-enabled`}
          checked={config[promo].enabled}
          onChecked={(enabled) => edit(promo, { enabled })}
        />
      ))}
      {FIELDS.map(({ promo, field }) => (
        <TextField
          key={`${promo}.${field}`}
          label={t(`backoffice.shop.promo.${field}`)}
          testId={`promo-${field}`}
          type="number"
          inputMode="numeric"
          value={String((config[promo] as Record<string, number | boolean>)[field])}
          onChange={(e) => edit(promo, { [field]: Number(e.target.value) })}
        />
      ))}
      <Button
        type="button"
        small
        disabled={!draft || save.isPending}
        data-testid="promotions-save"
        onClick={() => draft && save.mutate(draft, { onSuccess: () => setDraft(null) })}
      >
        {t('backoffice.common.save')}
      </Button>
      {save.isSuccess && !draft && <Muted data-testid="promotions-saved">{t('backoffice.common.saved')}</Muted>}
      <ActionError error={save.error} testId="promotions-error" />
    </Box>
  );
}
