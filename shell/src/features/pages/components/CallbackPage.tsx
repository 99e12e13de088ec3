/**
 * /callback: return address of messaging-app linking (docs/product.md "Messaging-app linking"). LINE Login sends
 * the browser back here with `code` and `state` (or `error=access_denied` when the player canceled); the api
 * checks and links, and the page shows the result: connected, canceled, conflicted or need_friendship. Continue
 * lands where /connect was told to (`?line_link={result}&state={caller state}`), home by default.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountPageTexts, type LinkResult } from 'shared-contracts';
import { ButtonLink, useLocation, useNavigate, useSearchParams } from 'shared-ui';
import { useShellServices } from '../../../services/shell-services';
import { shellKeys } from '../../../query-keys';
import {
  callbackUri,
  connectAgainPath,
  connectLine,
  landingWithResult,
  linkResultOfError,
  providerRefusal,
  takeLinkReturn,
  type LinkReturn,
} from '../../line-link';
import { useSession } from '../../session';
import { MessagePage } from './MessagePage';
import { usePageTexts } from '../../i18n';

const ICONS: Record<LinkResult, 'check' | 'warning' | 'users' | 'link'> = {
  connected: 'check',
  canceled: 'link',
  conflicted: 'warning',
  need_friendship: 'users',
};

export function CallbackPage() {
  usePageTexts(accountPageTexts);
  const { t } = useTranslation();
  const { api } = useShellServices();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<{ result: LinkResult; ret: LinkReturn } | null>(null);
  const settled = useRef(false);

  useEffect(() => {
    if (settled.current || session.status === 'loading') return;
    if (session.status === 'anonymous') {
      // the flow is bound to the player: log in, then finish it here
      navigate('/login', { replace: true, state: { from: `/callback${search}` } });
      return;
    }
    settled.current = true;
    const done = (result: LinkResult) => {
      setOutcome({ result, ret: takeLinkReturn(window.sessionStorage) });
      void queryClient.invalidateQueries({ queryKey: shellKeys.profile(session.customerCode) });
    };
    const refusal = providerRefusal(params);
    const code = params.get('code');
    const state = params.get('state');
    if (refusal || !code || !state) return done(refusal ?? 'canceled');
    const iss = params.get('iss');
    connectLine(api, { code, state, redirect_uri: callbackUri(window.location.origin), ...(iss ? { iss } : {}) })
      .then(() => done('connected'))
      .catch((err: unknown) => done(linkResultOfError(err)));
  }, [session.status, session.customerCode, navigate, search, params, api, queryClient]);

  if (!outcome)
    return (
      <MessagePage icon="link" title={t('link.callbackTitle')} body={t('link.callbackBody')} testId="page-callback" />
    );
  const { result, ret } = outcome;
  return (
    <div data-testid="line-link-result" data-result={result}>
      <MessagePage
        icon={ICONS[result]}
        title={t(`link.result.${result}.title`)}
        body={t(`link.result.${result}.body`)}
        testId="page-callback"
      >
        {(result === 'canceled' || result === 'need_friendship') && (
          <ButtonLink to={connectAgainPath(ret)} variant="outline" data-testid="line-link-again">
            {t('link.tryAgain')}
          </ButtonLink>
        )}
        <ButtonLink to={landingWithResult(ret, result)} variant="gold" data-testid="line-link-continue">
          {t('link.continue')}
        </ButtonLink>
      </MessagePage>
    </div>
  );
}
