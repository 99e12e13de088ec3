/**
 * Test-only: the props a shell would mount a remote with (RemoteProps), built from fakes, so every
 * remote's component tests start the same way: a fresh bus that records its events, a session stream,
 * Thai i18n with the `common` resources, a jest mock for `navigate` and an in-memory live client.
 */
import { BehaviorSubject } from 'rxjs';
import { createEventBus, type BusEvent, type EventBus } from '../bus';
import { createThaiI18n } from '../i18n/create-i18n';
import type { HttpClient, RemoteProps, SessionSnapshot } from '../remote';
import { createFakeLiveClient, type FakeLiveClient } from './fake-live-client';

/** RemoteProps for a test: a logged-in player (`C0001`) unless `visitor`; `live` defaults to a fake for them. */
export function createTestRemoteProps(opts: {
  api: HttpClient;
  basename: string;
  visitor?: boolean;
  bus?: EventBus;
  live?: FakeLiveClient;
}) {
  const bus = opts.bus ?? createEventBus();
  const events: BusEvent[] = [];
  bus.events$.subscribe((e) => events.push(e));
  const session$ = new BehaviorSubject<SessionSnapshot>(
    opts.visitor
      ? { status: 'anonymous', customerCode: null, inactive: false }
      : { status: 'authenticated', customerCode: 'C0001', inactive: false },
  );
  const navigate = jest.fn();
  const live = opts.live ?? createFakeLiveClient(opts.visitor ? null : 'C0001');
  const props = {
    basename: opts.basename,
    bus,
    api: opts.api,
    session$,
    i18n: createThaiI18n(),
    navigate,
    live,
  } satisfies RemoteProps;
  return { props, bus, events, navigate, session$, live };
}
