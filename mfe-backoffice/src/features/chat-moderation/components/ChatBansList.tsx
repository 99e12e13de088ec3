/**
 * The players banned from writing now (`GET backoffice/chat/bans`, the longest first): customer code, reason, the end
 * in Bangkok time and a live countdown; operators lift a ban (`DELETE backoffice/chat/bans/{customer_code}`).
 */
import { Button, Digits, Muted, Row } from 'shared-ui';
import {
  ActionError,
  ConsoleBox as Box,
  bangkokTime,
  countdownText,
  useConsoleLang,
  useConsoleT,
  useNow,
} from '../../console';
import { useChatActions, useChatBans } from '../hooks/useChatModeration';
import { Item, List } from './ChatReportsList';

export function ChatBansList({ canAct }: { canAct: boolean }) {
  const t = useConsoleT();
  const { lang } = useConsoleLang();
  const now = useNow();
  const bans = useChatBans();
  const { lift } = useChatActions();
  return (
    <Box data-testid="chat-bans">
      <h3>{t('backoffice.chat.bans')}</h3>
      {bans.isPending && <Muted>{t('backoffice.common.loading')}</Muted>}
      <ActionError error={bans.error} />
      {bans.data?.length === 0 && <Muted>{t('backoffice.common.empty')}</Muted>}
      <List>
        {bans.data?.map((b) => {
          const left = b.banned_until ? countdownText(b.banned_until, now) : null;
          return (
            <Item key={b.customer_code} data-testid={`chat-ban-${b.customer_code}`}>
              <Row>
                <strong>{b.customer_code}</strong>
                <Digits data-testid="chat-ban-left">
                  {left ? t('backoffice.chat.banLeft', { left }) : t('backoffice.chat.banOver')}
                </Digits>
              </Row>
              {b.banned_until && (
                <Muted>{t('backoffice.chat.bannedUntil', { time: bangkokTime(b.banned_until, lang) })}</Muted>
              )}
              {b.reason && <span>{b.reason}</span>}
              {canAct && (
                <div>
                  <Button
                    type="button"
                    small
                    variant="ghost"
                    disabled={lift.isPending}
                    data-testid="chat-lift"
                    onClick={() => lift.mutate(b.customer_code)}
                  >
                    {t('backoffice.chat.lift')}
                  </Button>
                </div>
              )}
            </Item>
          );
        })}
      </List>
      <ActionError error={lift.error} testId="chat-lift-error" />
    </Box>
  );
}
