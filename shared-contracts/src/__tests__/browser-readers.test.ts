/**
 * The browser reads wire data with plain readers, never zod (the schemas stay on the server side, so no browser
 * bundle carries zod: ARCHITECTURE.md "Front-end builds"). Each reader must give the same answer as its zod schema:
 * accepted by both with the same value (unknown fields dropped), or refused by both, over valid samples and over
 * each field made wrong in turn (missing, wrong type, null, out of range).
 */
import type { z } from 'zod';
import { chatBanChangedData, chatBigWinData, chatMessageDeletedData } from '../schemas/chat';
import { readChatBanChanged, readChatBigWin, readChatMessageDeleted } from '../readers/chat-readers';
import { liveTokenData } from '../schemas/live';
import { readLiveTokenData } from '../readers/live-token-reader';
import {
  liveNotificationCreated,
  notificationListData,
  notificationReadData,
  notificationUnreadCountData,
} from '../schemas/notifications';
import {
  readLiveNotificationCreated,
  readNotificationList,
  readNotificationRead,
  readUnreadCount,
} from '../readers/notification-readers';
import { remoteEntry } from '../schemas/backoffice';
import { readRemoteEntries } from '../remote';
import { systemStatusSchema } from '../schemas/system-status';
import { DEFAULT_SYSTEM_STATUS, readSystemStatus } from '../readers/system-status';
import { yeekeeRoundSummary, yeekeeShotData } from '../schemas/yeekee';
import { readYeekeeRoundSummary, readYeekeeShot } from '../readers/yeekee-readers';
import { pin, thaiPhone } from '../schemas/common';
import { PIN_PATTERN, THAI_PHONE_PATTERN } from '../constants';

type Obj = Record<string, unknown>;
const WRONG: unknown[] = [undefined, null, 1.5, 7, 'x', true, [], {}];

/** The sample, then for each top-level field: the field removed, then replaced by each wrong value. */
function variants(sample: Obj): unknown[] {
  const out: unknown[] = [sample, { ...sample, extra: 'dropped' }];
  for (const key of Object.keys(sample)) {
    const { [key]: _removed, ...rest } = sample;
    out.push(rest);
    for (const w of WRONG) out.push({ ...sample, [key]: w });
  }
  return out;
}

/** Asserts reader and schema agree on every input: `read` returns null or throws where the schema refuses. */
function agree(schema: z.ZodType, read: (v: unknown) => unknown, inputs: unknown[], pick = (v: unknown) => v) {
  for (const input of inputs) {
    const parsed = schema.safeParse(input);
    let got: unknown;
    try {
      got = read(input);
    } catch {
      got = null;
    }
    const want = parsed.success ? pick(parsed.data) : null;
    expect({ input, got }).toEqual({ input, got: want });
  }
}

describe('browser readers agree with the wire schemas', () => {
  it('system status: defaults for missing flags, refusal of a wrong type or an over-long banner', () => {
    const merge = (v: unknown) => ({ ...DEFAULT_SYSTEM_STATUS, ...(v && typeof v === 'object' ? v : {}) });
    const inputs = [
      ...variants({ ...DEFAULT_SYSTEM_STATUS, UnderConstruction: true, UnderConstructionText: 'ปิดปรับปรุง' }),
      { FreeStyleText: 'x'.repeat(500) },
      { FreeStyleText: 'x'.repeat(501) },
      {},
      null,
      'nonsense',
    ];
    for (const input of inputs) {
      const parsed = systemStatusSchema.safeParse(merge(input));
      let got: unknown;
      try {
        got = readSystemStatus(input);
      } catch {
        got = null;
      }
      expect({ input, got }).toEqual({ input, got: parsed.success ? parsed.data : null });
    }
  });

  it('remote registry', () => {
    const entry = { name: 'games', entry: '/remotes/games/mf-manifest.json', enabled: true, version: '0.1.0' };
    agree(remoteEntry.array(), readRemoteEntries, [
      [entry, { ...entry, name: 'wallet' }],
      [],
      ...variants(entry).map((e) => [entry, e]),
      entry,
      null,
    ]);
  });

  it('notifications: list, unread count, read answer, live push', () => {
    const item = {
      uid: 'n1',
      tab: 'reward',
      kind: 'PRIZE_WON',
      params: { slip_code: 'S1', amount_satang: 1000 },
      title: 'ถูกรางวัล',
      body: 'ยินดีด้วย',
      created_at: '2026-05-02T10:00:00.000Z',
      read: false,
    };
    const items = [
      ...variants(item),
      { ...item, tab: 'all' },
      { ...item, kind: 'NOPE' },
      { ...item, params: { a: [] } },
    ];
    agree(
      notificationListData,
      readNotificationList,
      [{ all_message: [] }, ...items.map((i) => ({ all_message: [item, i] })), { all_message: item }, null],
      (v) => (v as { all_message: unknown }).all_message,
    );
    agree(notificationUnreadCountData, readUnreadCount, [0, 12, 1.5, '3', null, -1]);
    agree(notificationReadData, readNotificationRead, variants({ unread_count: 3 }), (v) => (v as Obj).unread_count);
    const push = {
      type: 'notification/created',
      data: { uid: 'n1', tab: 'announcement', kind: 'ANNOUNCEMENT', created_at: 'x' },
    };
    agree(
      liveNotificationCreated,
      readLiveNotificationCreated,
      [...variants(push), ...variants(push.data).map((data) => ({ ...push, data })), { ...push, type: 'other' }],
      (v) => ({ uid: (v as { data: { uid: string } }).data.uid }),
    );
  });

  it('live token', () => {
    const token = {
      token: 't',
      uuid: 'visitor-1',
      expires_at: '2026-05-02T10:00:00.000Z',
      origin_path: '/pn',
      subscribe_key: 'sub',
      publish_key: 'pub',
      channels: { read: ['system'], write: [] },
      user_channel: null,
      banned_until: null,
    };
    agree(liveTokenData, readLiveTokenData, [
      ...variants(token),
      { ...token, channels: { read: [1], write: [] } },
      { ...token, user_channel: 'user.TL1', banned_until: '2026-05-03T00:00:00.000Z' },
    ]);
  });

  it('yeekee live messages', () => {
    const shot = { round_id: 'r1', seq: 3, number: '01234', shot_at: 'x', shooter: 'TL****5678' };
    agree(yeekeeShotData, readYeekeeShot, variants(shot));
    const summary = {
      round_id: 'r1',
      round_no: 4,
      draw_date: '2026-05-02',
      phase: 'resulted',
      open_at: 'a',
      close_at: 'b',
      shoot_close_at: 'c',
      count_down: { total_seconds: 0 },
      shot_count: 21,
      r: '123',
      top3: '123',
      top2: '23',
      bottom2: '00',
      void_reason: null,
    };
    agree(yeekeeRoundSummary, readYeekeeRoundSummary, [
      ...variants(summary),
      { ...summary, phase: 'nope' },
      { ...summary, count_down: { total_seconds: 1.5 } },
    ]);
  });

  it('chat server messages', () => {
    agree(chatBigWinData, readChatBigWin, variants({ game_code: 'TH', amount: '12500.00', customer: 'TL****5678' }));
    agree(chatMessageDeletedData, readChatMessageDeleted, variants({ timetoken: '17000000000000000' }));
    agree(chatBanChangedData, readChatBanChanged, [
      ...variants({ banned_until: '2026-05-03T00:00:00.000Z', count_down: 60 }),
      { banned_until: null, count_down: 0 },
    ]);
  });

  it('phone and PIN patterns are the schemas’ rules', () => {
    for (const v of ['0812345678', '0612345678', '0912345678', '0712345678', '081234567', '08123456789', 'abc'])
      expect({ v, ok: THAI_PHONE_PATTERN.test(v) }).toEqual({ v, ok: thaiPhone.safeParse(v).success });
    for (const v of ['123456', '12345', '1234567', '12345a'])
      expect({ v, ok: PIN_PATTERN.test(v) }).toEqual({ v, ok: pin.safeParse(v).success });
  });
});
