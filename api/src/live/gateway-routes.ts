/**
 * The PubNub-compatible gateway (issue 8), registered under LIVE_ORIGIN_PATH on the api's own origin, so the
 * browser's real `pubnub` SDK runs with `origin: location.host + '/pn'` (`ssl` as the page) and needs no
 * CORS. It speaks the subset of PubNub's REST protocol the SDK uses (time, subscribe handshake and long
 * poll, publish GET/POST, history v3 with and without actions, message counts, message actions, presence
 * heartbeat/leave stubs), in PubNub's formats, never our envelope: its own error handler, not-found handler
 * and body parser (the body is read as text and checked by the use cases). The routes are hidden from the
 * OpenAPI document (a foreign protocol; `/api/v1/live/token` is documented). The token travels as `auth=`
 * (live/live-access.ts); writes are rate limited per player (live/live-rate-limits.ts). Channel groups,
 * filter expressions, signals, files, App Context and presence events are not supported.
 */
import zlib from 'node:zlib';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import { AppError, ErrorCode } from 'shared-contracts';
import type { AppContext } from '../context';
import type { ListenTarget } from '../db/database';
import { isDatabaseUnavailable } from '../http/error-handler';
import { addMessageAction } from './add-message-action';
import { canRead, isValidChannel } from './channel-policy';
import { countMessages } from './count-messages';
import { fetchHistory } from './fetch-history';
import { LiveAccess } from './live-access';
import { LIVE_REGION } from './live-events';
import { LiveHub, type PollClient } from './live-hub';
import type { RedisLiveWakes } from './redis-live-wakes';
import { liveWriteLimit } from './live-rate-limits';
import type { LiveTokenClaims } from './live-token';
import { listMessageActions } from './list-message-actions';
import { publishPlayerMessage, type PlayerMessageHooks } from './publish-player-message';
import {
  channelList,
  checkPublishKey,
  checkSubscribeKey,
  decodeSegment,
  pnErrorBody,
  queryCount,
  queryFlag,
  queryText,
  rawSegments,
  sendPn,
} from './pubnub-wire';
import { removeMessageAction } from './remove-message-action';
import { parseTimetoken, timetokenAt } from './timetokens';

/** Hidden from the OpenAPI document. */
const HIDDEN = { schema: { hide: true } };
/** History page sizes of PubNub: 100 for one channel, 25 for several or with actions. */
const HISTORY_MAX_ONE = 100;
const HISTORY_MAX_MANY = 25;

const bad = (message: string) => new AppError(ErrorCode.BAD_REQUEST, message);
const notFound = () => new AppError(ErrorCode.NOT_FOUND, 'Not Found');

export interface LiveGatewayOptions {
  /** The path the plugin is registered under (LIVE_ORIGIN_PATH). */
  prefix: string;
  /** Where this process LISTENs (the app's database). */
  listenTarget: ListenTarget;
  /** The room's rules for a player's message (chat/chat-message-hooks.ts): a port, so live/ never names chat/. */
  playerMessages: PlayerMessageHooks;
  /** With REDIS_URL: the hub catches up on Redis wakes (live/redis-live-wakes.ts). */
  wakes?: Pick<RedisLiveWakes, 'subscribe'>;
}

/** The gateway plugin; register it with `{ prefix: options.prefix }`. */
export function liveGatewayRoutes(ctx: AppContext, options: LiveGatewayOptions): FastifyPluginAsync {
  const prefix = options.prefix;
  return async (app) => {
    const hub = new LiveHub({
      db: ctx.db,
      listenTarget: options.listenTarget,
      clock: ctx.clock,
      log: ctx.log,
      ...(options.wakes ? { wakes: options.wakes } : {}),
    });
    const access = new LiveAccess(ctx);
    hub.onAccessChanged((userId) => access.forgetUser(userId));
    await hub.start();
    // held long polls answer at once, or the server's close would wait for them (LIVE_HOLD_SECONDS)
    app.addHook('preClose', async () => hub.stop());
    app.addHook('onClose', async () => hub.stop());

    // the SDK deflates POST publish bodies (Content-Encoding: deflate); the body limit counts inflated bytes
    app.addHook('preParsing', async (request, _reply, payload) => inflated(request, payload));
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    app.setErrorHandler((error: FastifyError, request, reply) => sendError(ctx, error, request, reply));
    app.setNotFoundHandler((request, reply) => sendError(ctx, notFound(), request, reply));

    const authorized = async (request: FastifyRequest): Promise<LiveTokenClaims> => {
      const claims = await access.authorize(queryText(request, 'auth'));
      const uuid = queryText(request, 'uuid');
      if (uuid !== undefined && uuid !== claims.uuid)
        throw new AppError(ErrorCode.FORBIDDEN, 'uuid does not match the live token');
      return claims;
    };
    const mayRead = (claims: LiveTokenClaims, channels: readonly string[]) => {
      const denied = channels.find((c) => !canRead(claims, c));
      if (denied !== undefined) throw new AppError(ErrorCode.FORBIDDEN, `this live token may not read ${denied}`);
    };

    app.get('/time/0', HIDDEN, async (_request, reply) => {
      const now = timetokenAt(ctx.clock.now());
      const seen = hub.handshakeCursor();
      return sendPn(reply, 200, [(now > seen ? now : seen).toString()]);
    });

    // /v2/subscribe/{sub}/{ch1,ch2 | ,}/0 : handshake (no tt) or long poll from cursor tt
    // each held poll is one request per delivery: at `info` that is two log lines per subscriber per message
    app.get('/v2/subscribe/*', { ...HIDDEN, logLevel: 'warn' }, async (request, reply) => {
      const [sub, rawChannels] = rawSegments(request, `${prefix}/v2/subscribe/`);
      checkSubscribeKey(sub);
      const channels = channelList(rawChannels);
      if (channels.length === 0) throw bad('subscribe to at least one channel');
      if (queryText(request, 'channel-group')) throw bad('channel groups are not supported');
      if (queryText(request, 'filter-expr')) throw bad('filter expressions are not supported');
      mayRead(await authorized(request), channels);
      const cursor = parseTimetoken(queryText(request, 'tt'), 'tt');
      if (!cursor) return sendPn(reply, 200, envelope(hub.handshakeCursor(), []));
      const client: PollClient = { gone: false };
      reply.raw.once('close', () => {
        client.gone = true;
        client.onGone?.();
      });
      const r = await hub.receive(channels, cursor, ctx.config.liveHoldMs, client);
      return sendPn(reply, 200, envelope(r.cursor, r.events));
    });

    // /publish/{pub}/{sub}/0/{channel}/0/{urlencoded JSON}, or POST .../0/{channel}/0 with the JSON as body
    const publish = async (request: FastifyRequest, reply: FastifyReply) => {
      const parts = rawSegments(request, `${prefix}/publish/`);
      checkPublishKey(parts[0]);
      checkSubscribeKey(parts[1]);
      const channel = decodeSegment(parts[3], 'channel');
      if (!isValidChannel(channel)) throw bad(`invalid channel name: ${channel.slice(0, 100)}`);
      const claims = await authorized(request);
      const messageJson =
        request.method === 'POST'
          ? typeof request.body === 'string'
            ? request.body
            : ''
          : decodeSegment(parts.slice(5).join('/'), 'message');
      const ttl = queryText(request, 'ttl');
      const tt = await publishPlayerMessage(
        ctx,
        {
          claims,
          channel,
          messageJson,
          metaJson: queryText(request, 'meta'),
          customMessageType: queryText(request, 'custom_message_type'),
          store: queryText(request, 'store') !== '0',
          ...(ttl !== undefined && /^\d{1,6}$/.test(ttl) ? { ttlHours: Number(ttl) } : {}),
        },
        options.playerMessages,
      );
      return sendPn(reply, 200, [1, 'Sent', tt]);
    };
    const publishLimit = { ...HIDDEN, config: { rateLimit: liveWriteLimit(ctx.config, 'publish') } };
    app.get('/publish/*', publishLimit, publish);
    app.post('/publish/*', publishLimit, publish);

    // /v3/history/sub-key/{sub}/channel/{chs} and /v3/history/sub-key/{sub}/message-counts/{chs}
    app.get('/v3/history/sub-key/*', HIDDEN, async (request, reply) => {
      const [sub, kind, rawChannels] = rawSegments(request, `${prefix}/v3/history/sub-key/`);
      checkSubscribeKey(sub);
      if (kind !== 'channel' && kind !== 'message-counts') throw notFound();
      const channels = channelList(rawChannels);
      if (channels.length === 0) throw bad('name at least one channel');
      mayRead(await authorized(request), channels);
      if (kind === 'message-counts') {
        const one = queryText(request, 'timetoken');
        const many = queryText(request, 'channelsTimetoken');
        const texts = many !== undefined ? many.split(',') : one !== undefined ? [one] : [];
        if (texts.length === 0) throw bad('give timetoken or channelsTimetoken');
        const timetokens = texts.map((t) => parseTimetoken(t, 'timetoken') ?? 0n);
        const counts = await countMessages(ctx.db, channels, timetokens);
        return sendPn(reply, 200, { status: 200, error: false, error_message: '', channels: counts, more: {} });
      }
      return sendPn(reply, 200, await history(request, channels, false));
    });

    // /v3/history-with-actions/sub-key/{sub}/channel/{ch} (one channel)
    app.get('/v3/history-with-actions/sub-key/*', HIDDEN, async (request, reply) => {
      const [sub, kind, rawChannels] = rawSegments(request, `${prefix}/v3/history-with-actions/sub-key/`);
      checkSubscribeKey(sub);
      if (kind !== 'channel') throw notFound();
      const channels = channelList(rawChannels);
      if (channels.length !== 1) throw bad('history with actions is for one channel');
      mayRead(await authorized(request), channels);
      return sendPn(reply, 200, await history(request, channels, true));
    });

    const history = (request: FastifyRequest, channels: string[], withActions: boolean) => {
      const most = channels.length > 1 || withActions ? HISTORY_MAX_MANY : HISTORY_MAX_ONE;
      const start = parseTimetoken(queryText(request, 'start'), 'start');
      const end = parseTimetoken(queryText(request, 'end'), 'end');
      return fetchHistory(ctx.db, {
        channels,
        max: queryCount(request, 'max', most, most),
        ...(start !== undefined ? { start } : {}),
        ...(end !== undefined ? { end } : {}),
        includeMeta: queryFlag(request, 'include_meta'),
        includeUuid: queryFlag(request, 'include_uuid'),
        includeMessageType: queryFlag(request, 'include_message_type'),
        includeCustomMessageType: queryFlag(request, 'include_custom_message_type'),
        withActions,
        url: request.url.split('?')[0]!,
      });
    };

    // /v1/message-actions/{sub}/channel/{ch}[/message/{tt}[/action/{att}]]
    const actionPath = (request: FastifyRequest) => {
      const [sub, channelWord, rawChannel, messageWord, rawMessage, actionWord, rawAction, ...rest] = rawSegments(
        request,
        `${prefix}/v1/message-actions/`,
      );
      checkSubscribeKey(sub);
      if (channelWord !== 'channel' || rest.length > 0) throw notFound();
      const channel = decodeSegment(rawChannel, 'channel');
      if (!isValidChannel(channel)) throw bad(`invalid channel name: ${channel.slice(0, 100)}`);
      if (messageWord !== undefined && messageWord !== 'message') throw notFound();
      if (actionWord !== undefined && actionWord !== 'action') throw notFound();
      return {
        channel,
        message: parseTimetoken(rawMessage, 'message timetoken'),
        action: parseTimetoken(rawAction, 'action timetoken'),
      };
    };
    app.get('/v1/message-actions/*', HIDDEN, async (request, reply) => {
      const path = actionPath(request);
      if (path.message !== undefined) throw notFound();
      mayRead(await authorized(request), [path.channel]);
      const start = parseTimetoken(queryText(request, 'start'), 'start');
      const end = parseTimetoken(queryText(request, 'end'), 'end');
      const page = await listMessageActions(ctx.db, {
        channel: path.channel,
        limit: queryCount(request, 'limit', 100, 100),
        ...(start !== undefined ? { start } : {}),
        ...(end !== undefined ? { end } : {}),
        url: request.url.split('?')[0]!,
      });
      return sendPn(reply, 200, { status: 200, ...page });
    });
    app.post(
      '/v1/message-actions/*',
      { ...HIDDEN, config: { rateLimit: liveWriteLimit(ctx.config, 'action') } },
      async (request, reply) => {
        const path = actionPath(request);
        if (path.message === undefined || path.action !== undefined) throw notFound();
        const data = await addMessageAction(ctx, {
          claims: await authorized(request),
          channel: path.channel,
          messageTimetoken: path.message,
          bodyJson: typeof request.body === 'string' ? request.body : '',
        });
        return sendPn(reply, 200, { status: 200, data });
      },
    );
    app.delete('/v1/message-actions/*', HIDDEN, async (request, reply) => {
      const path = actionPath(request);
      if (path.message === undefined || path.action === undefined) throw notFound();
      await removeMessageAction(ctx, {
        claims: await authorized(request),
        channel: path.channel,
        messageTimetoken: path.message,
        actionTimetoken: path.action,
      });
      return sendPn(reply, 200, { status: 200, data: {} });
    });

    // presence: the SDK sends a heartbeat on subscribe and a leave on unsubscribe; nothing is tracked
    app.get('/v2/presence/*', HIDDEN, async (request, reply) => {
      const [keyWord, sub] = rawSegments(request, `${prefix}/v2/presence/`);
      if (keyWord !== 'sub-key' && keyWord !== 'sub_key') throw notFound();
      checkSubscribeKey(sub);
      return sendPn(reply, 200, { status: 200, message: 'OK', service: 'Presence' });
    });

    // anything else under the prefix is a PubNub 404 (not the shell's page); OPTIONS stays with CORS
    app.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      ...HIDDEN,
      handler: async () => {
        throw notFound();
      },
    });
  };
}

/** The request body inflated when it says `Content-Encoding: deflate` or `gzip` (415 for others). */
function inflated(request: FastifyRequest, payload: RequestPayload): RequestPayload {
  const encoding = request.headers['content-encoding']?.trim().toLowerCase();
  if (!encoding || encoding === 'identity') return payload;
  if (encoding !== 'deflate' && encoding !== 'gzip')
    throw Object.assign(new AppError(ErrorCode.BAD_REQUEST, `unsupported Content-Encoding: ${encoding}`), {
      statusCode: 415,
    });
  const inflate: zlib.Inflate | zlib.Gunzip = encoding === 'deflate' ? zlib.createInflate() : zlib.createGunzip();
  // Fastify compares Content-Length with the bytes received, not the inflated ones
  const counted = Object.assign(inflate, { receivedEncodedLength: 0 });
  payload.on('data', (chunk: Buffer) => {
    counted.receivedEncodedLength += chunk.length;
  });
  payload.on('error', (err) => inflate.destroy(err));
  return payload.pipe(counted);
}

/** `{"t":{"t":"<cursor>","r":1},"m":[…]}` from envelopes already serialised. */
function envelope(cursor: bigint, events: string[]): string {
  return `{"t":{"t":"${cursor}","r":${LIVE_REGION}},"m":[${events.join(',')}]}`;
}

/** Any error of a gateway route in PubNub's error format (a 403 from "Access Manager", as PubNub's). */
function sendError(ctx: AppContext, error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  let appError: AppError;
  let status: number;
  if (error instanceof AppError) {
    appError = error;
    status = error.httpStatus;
    if (status === 429 && reply.getHeader('retry-after') === undefined) {
      const seconds = (error.details as { retry_after_seconds?: number } | null)?.retry_after_seconds;
      if (seconds) void reply.header('retry-after', String(seconds));
    }
  } else if (typeof error.code === 'string' && error.code.startsWith('Z_')) {
    status = 400;
    appError = new AppError(ErrorCode.BAD_REQUEST, `the body could not be inflated: ${error.message}`);
  } else if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    void reply.header('retry-after', '2');
    appError = new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'the service is briefly unavailable: retry shortly');
    status = 503;
  } else if ((error.statusCode ?? 500) < 500) {
    status = error.statusCode!;
    appError = new AppError(
      ErrorCode.BAD_REQUEST,
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'the body is too large' : error.message,
    );
  } else {
    ctx.log.error({ err: error, url: request.url.split('?')[0] }, 'live gateway request failed');
    appError = new AppError(ErrorCode.SERVER_ERROR, 'Internal Server Error');
    status = 500;
  }
  if (status >= 500 && error instanceof AppError) request.log.error({ err: error }, 'live gateway request failed');
  const service = status === 403 ? 'Access Manager' : 'Gateway';
  return sendPn(reply, status, { ...pnErrorBody(appError, service), status });
}
