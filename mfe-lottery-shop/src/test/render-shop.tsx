/** Renders the lottery-shop root as the shell would mount it, with a fake API, bus, session and Thai i18n. */
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { BehaviorSubject } from 'rxjs';
import {
  I18N_DEFAULT_NAMESPACE,
  LOCALE,
  createEventBus,
  i18nResources,
  type BusEvent,
  type HttpClient,
  type SessionSnapshot,
} from 'shared-contracts';
import { LotteryShopRoot } from '../app/LotteryShopRoot';

export function makeI18n() {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: LOCALE,
    ns: [I18N_DEFAULT_NAMESPACE],
    defaultNS: I18N_DEFAULT_NAMESPACE,
    resources: i18nResources,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

export function renderShop(opts: { api: HttpClient; path?: string; visitor?: boolean }) {
  window.history.replaceState(null, '', opts.path ?? '/lottery/thai');
  const bus = createEventBus();
  const events: BusEvent[] = [];
  bus.events$.subscribe((e) => events.push(e));
  const session$ = new BehaviorSubject<SessionSnapshot>(
    opts.visitor
      ? { status: 'anonymous', customerCode: null, inactive: false }
      : { status: 'authenticated', customerCode: 'C0001', inactive: false },
  );
  const navigate = jest.fn();
  const utils = render(
    <LotteryShopRoot
      basename="/lottery"
      bus={bus}
      api={opts.api}
      session$={session$}
      i18n={makeI18n()}
      navigate={navigate}
    />,
  );
  return { ...utils, bus, events, navigate, session$ };
}
