/**
 * The profile page's chat name card: the name the chat room shows for the player (`GET chat/profile`, the masked
 * customer code until one is chosen) and a field to choose one (`PUT chat/profile`): 2-20 characters, no links,
 * phone numbers or impolite words (400 E10000), not another player's name ignoring case (409 E20028).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppError, CHAT_DISPLAY_NAME_MAX, CHAT_DISPLAY_NAME_MIN, ErrorCode } from 'shared-contracts';
import { Button, Notice, TextField } from 'shared-ui';
import { useShellServices } from '../../../services/shell-services';
import { errorText } from '../../auth';
import { shellKeys } from '../../../query-keys';
import { accountApi } from '../api/account-api';

export function ChatNameCard({ customerCode }: { customerCode: string | null }) {
  const { t } = useTranslation();
  const { api } = useShellServices();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: shellKeys.chatProfile(customerCode),
    queryFn: () => accountApi.chatProfile(api),
    retry: false,
  });
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const value = draft ?? current.data?.display_name ?? '';

  const save = async () => {
    const name = value.trim().replace(/\s+/g, ' ');
    const length = [...name].length;
    setSaved(false);
    if (length < CHAT_DISPLAY_NAME_MIN || length > CHAT_DISPLAY_NAME_MAX) {
      setError(t('account.chatName.invalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const data = await accountApi.setChatDisplayName(api, name);
      queryClient.setQueryData(shellKeys.chatProfile(customerCode), data);
      setDraft(null);
      setSaved(true);
    } catch (err) {
      if (err instanceof AppError && err.code === ErrorCode.DISPLAY_NAME_CONFLICT)
        setError(t('account.chatName.taken'));
      else if (err instanceof AppError && err.code === ErrorCode.BAD_REQUEST) setError(t('account.chatName.invalid'));
      else setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      data-testid="profile-chat-name"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
    >
      <TextField
        label={t('account.chatName.label')}
        testId="chat-name-input"
        maxLength={40}
        autoComplete="nickname"
        value={value}
        disabled={!current.data}
        hint={t('account.chatName.hint')}
        error={error}
        onChange={(e) => {
          setDraft(e.target.value);
          setError(null);
          setSaved(false);
        }}
      />
      {saved && (
        <Notice tone="success" data-testid="chat-name-saved">
          {t('account.chatName.saved')}
        </Notice>
      )}
      <Button
        type="submit"
        variant="outline"
        block
        disabled={busy || !current.data || draft === null}
        data-testid="chat-name-save"
      >
        {t('account.chatName.save')}
      </Button>
    </form>
  );
}
