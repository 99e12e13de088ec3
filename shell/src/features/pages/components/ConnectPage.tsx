/**
 * /connect: start of messaging-app linking (docs/product.md "Messaging-app linking"; query `callback`, where to
 * land afterwards, and the caller's `state`). A visitor logs in first and comes back here; a player's flow is
 * started by the api (state, nonce and PKCE kept server-side) and the browser goes to LINE Login.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, useLocation, useNavigate, useSearchParams } from 'shared-ui';
import { useShellServices } from '../../../services/shell-services';
import { authorizeLineLink, callbackUri, landingPath, saveLinkReturn } from '../../line-link';
import { useSession } from '../../session';
import { MessagePage } from './MessagePage';
import { usePageTexts } from '../../i18n';
import { accountPageTexts } from 'shared-contracts';

export function ConnectPage() {
  usePageTexts(accountPageTexts);
  const { t } = useTranslation();
  const { api } = useShellServices();
  const session = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const callback = landingPath(params.get('callback'));
  const state = params.get('state') ?? '';
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const start = useCallback(() => {
    started.current = true;
    setFailed(false);
    saveLinkReturn(window.sessionStorage, { callback, state });
    authorizeLineLink(api, callbackUri(window.location.origin))
      .then((d) => window.location.assign(d.authorization_url))
      .catch((err: unknown) => {
        console.warn('[shell] LINE linking did not start', err);
        setFailed(true);
      });
  }, [api, callback, state]);

  useEffect(() => {
    if (session.status === 'anonymous') navigate('/login', { replace: true, state: { from: `/connect${search}` } });
    else if (session.status === 'authenticated' && !started.current) start();
  }, [session.status, navigate, search, start]);

  return (
    <MessagePage
      icon="chat"
      title={t('link.connectTitle')}
      body={failed ? t('link.connectFailed') : t('link.connectBody')}
      testId="page-connect"
    >
      <span data-testid="connect-state" hidden>
        {state}
      </span>
      {failed && (
        <Button variant="gold" onClick={start} data-testid="connect-retry">
          {t('link.tryAgain')}
        </Button>
      )}
      <ButtonLink to={callback} variant="outline">
        {callback === '/' ? t('maintenance.backHome') : t('link.back')}
      </ButtonLink>
    </MessagePage>
  );
}
