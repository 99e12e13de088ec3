/**
 * SMS goes through this interface. `outbox` (the local default) keeps every message in `sms_outbox`,
 * readable at GET /api/v1/dev/sms-outbox; `log` writes it to the log. Real gateways are adapters to add.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';

export interface SmsMessage {
  phone: string;
  text: string;
  /** Set for OTP messages so the dev outbox can show it without parsing the text. */
  otp?: string;
  refCode?: string;
}

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage, at: Date): Promise<void>;
}

export function createSmsProvider(name: 'outbox' | 'log', db: Db, log: FastifyBaseLogger): SmsProvider {
  if (name === 'log') {
    return {
      name,
      async send(m) {
        log.info({ phone: m.phone, refCode: m.refCode }, `sms: ${m.text}`);
      },
    };
  }
  return {
    name,
    async send(m, at) {
      await db
        .insertInto('sms_outbox')
        .values({ phone: m.phone, text: m.text, otp: m.otp ?? null, ref_code: m.refCode ?? null, created_at: at })
        .execute();
    },
  };
}
