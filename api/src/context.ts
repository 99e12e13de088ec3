/** What every use case may depend on, built once in app.ts and passed in (no globals). */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/database';
import type { SmsProvider } from './auth/sms-provider';

export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  log: FastifyBaseLogger;
}
