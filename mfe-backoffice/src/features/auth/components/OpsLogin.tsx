/**
 * The console's login (`POST backoffice/auth/login`): username and password of an ops account. A player signed in
 * to the site sees the API's refusal above it (`backoffice-refused`); a refused stored token shows `expired`.
 */
import { useState, type FormEvent } from 'react';
import { BrandBar, Button, Notice, Page, TextField } from 'shared-ui';
import { useConsoleT, LanguageToggle } from '../../../i18n';
import { useOps } from '../hooks/ops-session';
import { usePlayerRefusal } from '../hooks/usePlayerRefusal';

export function OpsLogin() {
  const t = useConsoleT();
  const { login, expired } = useOps();
  const refused = usePlayerRefusal();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setFailed(false);
    try {
      await login(username.trim(), password);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page narrow data-testid="backoffice-login">
      <BrandBar
        shape="card"
        title={t('backoffice.auth.title')}
        subtitle={t('backoffice.auth.hint')}
        aside={<LanguageToggle />}
      />
      {refused && (
        <Notice tone="error" role="alert" data-testid="backoffice-refused">
          {t('backoffice.auth.playerRefused')}
        </Notice>
      )}
      {expired && <Notice tone="warn">{t('backoffice.auth.expired')}</Notice>}
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('backoffice.auth.username')}
          testId="ops-username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          label={t('backoffice.auth.password')}
          testId="ops-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={failed ? t('backoffice.auth.failed') : null}
        />
        <Button type="submit" block disabled={busy || !username || !password} data-testid="ops-login-submit">
          {busy ? t('backoffice.auth.submitting') : t('backoffice.auth.submit')}
        </Button>
      </form>
    </Page>
  );
}
