/**
 * The announcement form: recipients (every player, or one by customer code), title (≤100) and message (≤1000),
 * then a preview of the card as the player's notifications show it and a confirm step before `POST
 * backoffice/notifications`; a success notice names the sent announcement. Non-operators get a notice (the API
 * refuses them with 403, which shows as the console's refusal).
 */
import styled from '@emotion/styled';
import { useId, useState, type FormEvent } from 'react';
import type { NotificationBroadcastBody, NotificationBroadcastData } from 'shared-contracts';
import { Button, FieldNote, Muted, Notice, Row, theme } from 'shared-ui';
import {
  ActionError,
  bangkokTime,
  useConsoleLang,
  useConsoleT,
  ConsoleSelectField,
  ConsoleTextField,
  type ConsoleFieldSpec,
} from '../../console';
import { useSignedInOps } from '../../auth';
import { BODY_MAX, TITLE_MAX } from '../api/broadcast-api';
import { useBroadcast } from '../hooks/useBroadcast';

const Form = styled.form`
  display: grid;
  gap: 0;
  max-width: 720px;
`;

const Label = styled.label`
  display: block;
  margin-bottom: 6px;
  font-size: 14.5px;
  font-weight: 600;
`;

const Area = styled.textarea`
  display: block;
  box-sizing: border-box;
  width: 100%;
  min-height: 140px;
  padding: 10px 14px;
  border-radius: ${theme.radius.md};
  border: 1.5px solid ${theme.color.line};
  background: ${theme.color.field};
  color: ${theme.color.ink};
  font: inherit;
  font-size: 16px;
  resize: vertical;
  &:focus {
    outline: none;
    border-color: ${theme.color.gold};
    box-shadow: 0 0 0 3px rgba(212, 160, 23, 0.25);
  }
`;

/** The announcement as a player's notification card shows it: title, then the message as typed. */
const Card = styled.article`
  max-width: 420px;
  background: #fff;
  border: 1px solid ${theme.color.line};
  border-left: 4px solid ${theme.color.gold};
  border-radius: ${theme.radius.md};
  padding: 12px 14px;
  margin: 8px 0;
  h4 {
    margin: 0 0 6px;
    color: ${theme.color.red};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Hint = styled(Muted)`
  margin: 4px 0 14px;
`;

type Audience = 'all' | 'one';

const AUDIENCE_FIELD: ConsoleFieldSpec = { label: 'backoffice.broadcast.audience', testId: 'broadcast-audience' };
const TITLE_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.broadcast.subject',
  testId: 'broadcast-title',
  maxLength: TITLE_MAX,
};
const CUSTOMER_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.broadcast.customerCode',
  hint: 'backoffice.broadcast.customerCodeHint',
  testId: 'broadcast-customer',
  maxLength: 32,
};

export function BroadcastPage() {
  const t = useConsoleT();
  const { lang } = useConsoleLang();
  const { me } = useSignedInOps();
  const send = useBroadcast();
  const bodyId = useId();
  const [audience, setAudience] = useState<Audience>('all');
  const [customer, setCustomer] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [preview, setPreview] = useState<NotificationBroadcastBody | null>(null);
  const [sent, setSent] = useState<NotificationBroadcastData | null>(null);

  const ready =
    title.trim().length > 0 &&
    title.trim().length <= TITLE_MAX &&
    body.trim().length > 0 &&
    body.trim().length <= BODY_MAX &&
    (audience === 'all' || customer.trim().length > 0);
  const audienceText = (code: string | null | undefined) => code ?? t('backoffice.broadcast.audienceAll');

  const toPreview = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    send.reset();
    setSent(null);
    setPreview({
      title: title.trim(),
      body: body.trim(),
      ...(audience === 'one' ? { customer_code: customer.trim() } : {}),
    });
  };

  const confirm = () => {
    if (!preview) return;
    send.mutate(preview, {
      onSuccess: (data) => {
        setSent(data);
        setPreview(null);
        setTitle('');
        setBody('');
        setCustomer('');
      },
    });
  };

  return (
    <section data-testid="broadcast-page">
      <h2>{t('backoffice.broadcast.title')}</h2>
      <Hint>{t('backoffice.broadcast.hint')}</Hint>
      {me.role !== 'operator' && (
        <Notice tone="warn" data-testid="broadcast-operator-only">
          {t('backoffice.broadcast.operatorOnly')}
        </Notice>
      )}
      {sent && (
        <Notice tone="success" role="status" data-testid="broadcast-sent">
          {t('backoffice.broadcast.sent', {
            uid: sent.uid,
            audience: audienceText(sent.customer_code),
            time: bangkokTime(sent.created_at, lang),
          })}
        </Notice>
      )}
      {!preview && (
        <Form onSubmit={toPreview} data-testid="broadcast-form">
          <ConsoleSelectField field={AUDIENCE_FIELD} value={audience} onValue={setAudience}>
            <option value="all">{t('backoffice.broadcast.audienceAll')}</option>
            <option value="one">{t('backoffice.broadcast.audienceOne')}</option>
          </ConsoleSelectField>
          {audience === 'one' && <ConsoleTextField field={CUSTOMER_FIELD} value={customer} onValue={setCustomer} />}
          <ConsoleTextField
            field={TITLE_FIELD}
            hint={t('backoffice.broadcast.length', { count: title.trim().length, max: TITLE_MAX })}
            value={title}
            onValue={setTitle}
          />
          <div style={{ marginBottom: 14 }}>
            <Label htmlFor={bodyId}>{t('backoffice.broadcast.body')}</Label>
            <Area
              id={bodyId}
              data-testid="broadcast-body"
              maxLength={BODY_MAX}
              value={body}
              onChange={(e) => setBody(e.target.value)}
            />
            <FieldNote>{t('backoffice.broadcast.length', { count: body.trim().length, max: BODY_MAX })}</FieldNote>
          </div>
          {!ready && (title || body) && <Muted>{t('backoffice.broadcast.required')}</Muted>}
          <div>
            <Button type="submit" disabled={!ready} data-testid="broadcast-preview">
              {t('backoffice.broadcast.preview')}
            </Button>
          </div>
        </Form>
      )}
      {preview && (
        <div data-testid="broadcast-confirm">
          <h3>{t('backoffice.broadcast.previewTitle')}</h3>
          <Muted>{t('backoffice.broadcast.to', { audience: audienceText(preview.customer_code) })}</Muted>
          <Card data-testid="broadcast-card">
            <h4>{preview.title}</h4>
            <p>{preview.body}</p>
          </Card>
          <Notice tone="warn">
            {preview.customer_code
              ? t('backoffice.broadcast.confirmOne', { customer: preview.customer_code })
              : t('backoffice.broadcast.confirmAll')}
          </Notice>
          <ActionError error={send.error} testId="broadcast-error" />
          <Row>
            <Button type="button" variant="ghost" onClick={() => setPreview(null)} data-testid="broadcast-edit">
              {t('backoffice.broadcast.edit')}
            </Button>
            <Button type="button" disabled={send.isPending} onClick={confirm} data-testid="broadcast-send">
              {send.isPending ? t('backoffice.broadcast.sending') : t('backoffice.broadcast.send')}
            </Button>
          </Row>
        </div>
      )}
    </section>
  );
}
