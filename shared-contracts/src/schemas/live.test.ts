import { LIVE_MESSAGE_MAX_CHARS, liveTextLength, liveUserChannel } from '../live/live-channels';
import { livePlayerMessage, livePlayerMeta } from './live';

describe('a player chat message', () => {
  it('counts characters as code points: an emoji is one, a Thai vowel or tone mark is one', () => {
    expect(liveTextLength('🎉')).toBe(1);
    expect(liveTextLength('ที่')).toBe(3);
  });

  it(`is {text} of 1 to ${LIVE_MESSAGE_MAX_CHARS} characters, nothing else`, () => {
    expect(livePlayerMessage.safeParse({ text: '🎉'.repeat(LIVE_MESSAGE_MAX_CHARS) }).success).toBe(true);
    expect(livePlayerMessage.safeParse({ text: 'ก'.repeat(LIVE_MESSAGE_MAX_CHARS + 1) }).success).toBe(false);
    expect(livePlayerMessage.safeParse({ text: '  \n ' }).success).toBe(false);
    expect(livePlayerMessage.safeParse({ text: 'hi', image: 'x' }).success).toBe(false);
    expect(livePlayerMessage.safeParse('hi').success).toBe(false);
  });

  it('takes flat, small meta only', () => {
    expect(livePlayerMeta.safeParse({ display_name: 'สมชาย', level: 3, vip: true }).success).toBe(true);
    expect(livePlayerMeta.safeParse({ nested: { a: 1 } }).success).toBe(false);
    expect(livePlayerMeta.safeParse({ big: 'ก'.repeat(256), more: 'ข'.repeat(256) }).success).toBe(false);
  });

  it('names a player channel after the customer code', () => {
    expect(liveUserChannel('TL12345678')).toBe('user.TL12345678');
  });
});
