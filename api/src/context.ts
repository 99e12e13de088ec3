/** What every use case may depend on, built once in app.ts and passed in (no globals). */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/database';
import type { BearerIdentities } from './http/auth-guard';
import type { SmsProvider } from './sms/sms-provider';

export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  log: FastifyBaseLogger;
  /** Who a bearer token is, for the guards of http/auth-guard.ts (auth/ and ops-accounts/ answer; app.ts wires). */
  identities: BearerIdentities;
}

/** What the start-up preparation (migrations, history import, calendars) needs: no SMS, no bearer guards. */
export type StorageContext = Pick<AppContext, 'config' | 'db' | 'clock' | 'log'>;
