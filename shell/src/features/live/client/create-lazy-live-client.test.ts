import { createFakeLiveClient } from 'shared-contracts/testing';
import { createLazyLiveClient } from './create-lazy-live-client';

/** A loader the test resolves by hand, counting its calls. */
function deferredLoader() {
  const real = createFakeLiveClient('C0001');
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const load = jest.fn(() => gate.then(() => real));
  return { real, load, release };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('createLazyLiveClient', () => {
  it('loads nothing until first used, then once; uuid is null before', async () => {
    const { load, release } = deferredLoader();
    const live = createLazyLiveClient(load);
    expect(load).not.toHaveBeenCalled();
    expect(live.uuid()).toBeNull();
    const count = live.messageCount('ch', '0');
    const history = live.history('ch', { count: 5 });
    expect(load).toHaveBeenCalledTimes(1);
    release();
    await expect(count).resolves.toBe(0);
    await expect(history).resolves.toMatchObject({ messages: [] });
    expect(live.uuid()).toBe('C0001');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('attaches a subscription made before the load, and drops one cancelled while waiting', async () => {
    const { real, load, release } = deferredLoader();
    const live = createLazyLiveClient(load);
    const kept = jest.fn();
    const dropped = jest.fn();
    live.subscribe(['system'], { message: kept });
    const cancel = live.subscribe(['system'], { message: dropped });
    cancel();
    release();
    await flush();
    real.receive('system', { type: 'x' });
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
    expect(real.subscribed()).toEqual(['system']);
  });

  it('subscribes at once once loaded, publishes through the real client, and unsubscribes', async () => {
    const { real, load, release } = deferredLoader();
    const live = createLazyLiveClient(load);
    release();
    await live.publish('room', { text: 'hi' });
    const seen = jest.fn();
    const off = live.subscribe(['room'], { message: seen });
    real.receive('room', { text: 'yo' });
    expect(seen).toHaveBeenCalledTimes(1);
    off();
    real.receive('room', { text: 'again' });
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('rejects calls when the load fails, and tries the load again on the next call', async () => {
    const real = createFakeLiveClient('C0002');
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(real);
    const live = createLazyLiveClient(load);
    await expect(live.messageCount('ch', '0')).rejects.toThrow('ChunkLoadError');
    await expect(live.messageCount('ch', '0')).resolves.toBe(0);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
