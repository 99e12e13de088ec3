/**
 * SMS goes through this interface. `outbox` (the local default) keeps every message in `sms_outbox`,
 * readable at GET /api/v1/dev/sms-outbox (never in production); `log` writes it to the log with the OTP
 * masked. Real gateways are adapters to add.
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

/** 0812345678 → 081xxxx678: enough to tell messages apart in a log, not enough to reuse. */
export function maskPhone(phone: string): string {
  return phone.length > 6 ? `${phone.slice(0, 3)}${'x'.repeat(phone.length - 6)}${phone.slice(-3)}` : 'xxx';
}

export function createSmsProvider(name: 'outbox' | 'log', db: Db, log: FastifyBaseLogger): SmsProvider {
  if (name === 'log') {
    return {
      name,
      async send(m) {
        // never an OTP in clear in a log: the code is masked and the phone shortened
        const text = m.otp ? m.text.split(m.otp).join('******') : m.text;
        log.info({ phone: maskPhone(m.phone), refCode: m.refCode }, `sms: ${text}`);
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
