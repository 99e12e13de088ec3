/** The public face of the live feature: other features import only what is exported here. */
export { useLiveEvents, LIVE_START_DELAY_MS } from './hooks/useLiveEvents';
export { createLazyLiveClient } from './client/create-lazy-live-client';
