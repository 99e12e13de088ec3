import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BrandBar,
  Button,
  Card,
  Muted,
  Notice,
  Page,
  Row,
  TextField,
  requestLogin,
  useRemote,
  useSession,
  useParams,
} from 'shared-ui';
import { GameTabs, minigameErrorText, useDaySlips } from '../../streak';
import { useSlipForVerify } from '../hooks/useSlipForVerify';
import { HowToVerify } from './HowToVerify';
import { SlipCheckCard } from './SlipCheckCard';

const Picks = styled(Row)`
  margin-bottom: 8px;
`;

/**
 * The verify view (docs/game-rules.md "Provable fairness"), `/minigame/verify/{slipId}`: pick one of today's
 * finished slips (or type an id), and the browser recomputes it with Web Crypto: SHA-256 of the revealed seed
 * against the commitment shown before play, and every step's outcome, ✓ or ✗.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const { bus, navigate } = useRemote();
  const session = useSession();
  const { slipId } = useParams();
  const [typed, setTyped] = useState(slipId ?? '');
  const slip = useSlipForVerify(slipId);
  const coin = useDaySlips('cointossing');
  const rps = useDaySlips('paoyingchub');
  const finished = [...(coin.data?.slips ?? []), ...(rps.data?.slips ?? [])]
    .filter((s) => s.status !== 'OPEN')
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, 8);

  const open = (e: FormEvent) => {
    e.preventDefault();
    const id = typed.trim().toUpperCase();
    if (id) navigate(`/minigame/verify/${id}`);
  };

  return (
    <Page data-testid="minigame-verify">
      <GameTabs active="verify" />
      <BrandBar title={t('minigames.verify.title')} subtitle={t('minigames.verify.subtitle')} />
      {session.status === 'anonymous' && (
        <Card>
          <Muted>{t('minigames.visitor')}</Muted>
          <Button type="button" variant="gold" block onClick={() => requestLogin(bus)}>
            {t('minigames.login')}
          </Button>
        </Card>
      )}
      {session.status === 'authenticated' && (
        <Card>
          <h2>{t('minigames.verify.pick')}</h2>
          {finished.length === 0 && !coin.isPending && !rps.isPending && <Muted>{t('minigames.verify.none')}</Muted>}
          <Picks>
            {finished.map((s) => (
              <Button
                key={s.slip_id}
                type="button"
                small
                variant={s.slip_id === slipId ? 'primary' : 'ghost'}
                data-testid={`verify-pick-${s.slip_id}`}
                onClick={() => {
                  setTyped(s.slip_id);
                  navigate(`/minigame/verify/${s.slip_id}`);
                }}
              >
                {s.slip_id}
              </Button>
            ))}
          </Picks>
          <form onSubmit={open} noValidate>
            <TextField
              label={t('minigames.verify.slipId')}
              testId="verify-slip-input"
              value={typed}
              placeholder="CT00000001"
              onChange={(e) => setTyped(e.target.value)}
            />
            <Button type="submit" variant="ghost" block disabled={!typed.trim()}>
              {t('minigames.verify.open')}
            </Button>
          </form>
        </Card>
      )}
      {slipId && session.status === 'authenticated' && slip.isError && (
        <Notice tone="error" role="alert" data-testid="verify-error">
          {minigameErrorText(slip.error, t) === t('minigames.errors.E10001')
            ? t('minigames.verify.notFound')
            : minigameErrorText(slip.error, t)}
        </Notice>
      )}
      {slip.data && slip.data.status === 'OPEN' && (
        <Notice tone="warn" role="status" data-testid="verify-open">
          {t('minigames.verify.stillOpen')}
        </Notice>
      )}
      {slip.data && slip.data.status !== 'OPEN' && <SlipCheckCard key={slip.data.slip_id} slip={slip.data} />}
      <HowToVerify />
    </Page>
  );
}
