import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { insertSmsMessage } from './repository';

export interface SmsMessage {
  brandId: number;
  /** A Thai mobile number, 10 digits. */
  to: string;
  text: string;
}

/** Sends text messages; throws SmsSendError when the message did not go out. */
export interface SmsSender {
  readonly provider: string;
  send(message: SmsMessage): Promise<void>;
}

export class SmsSendError extends Error {}

/** The provider name the built-in sender records; the development outbox lists these. */
export const LOG_PROVIDER = 'log';

/**
 * The embedded default: nothing leaves the server. Each message goes to the log and to
 * sms_messages, which the development outbox reads.
 */
export function logSmsSender(
  db: Db,
  log: FastifyBaseLogger,
  echo?: (line: string) => void,
): SmsSender {
  return {
    provider: LOG_PROVIDER,
    async send(message) {
      log.info({ sms: { to: message.to, text: message.text } }, 'sms kept in the outbox');
      echo?.(`  SMS to ${message.to}: ${message.text}\n`);
      await insertSmsMessage(db, {
        brandId: message.brandId,
        toNumber: message.to,
        body: message.text,
        provider: LOG_PROVIDER,
      });
    },
  };
}

export interface ThaiBulkSmsSettings {
  url: string;
  apiKey: string;
  apiSecret: string;
  sender: string;
}

interface ThaiBulkSmsReply {
  phone_number_list?: { number?: string; message_id?: string }[];
  bad_phone_number_list?: { number?: string; message?: string }[];
}

/** Codes in the audit copy are masked: whoever reads the table must not be able to sign in. */
const maskCodes = (text: string) => text.replace(/\d{4,}/g, (digits) => '*'.repeat(digits.length));

/**
 * ThaiBulkSMS API v2: a form POST of msisdn, message and sender with HTTP basic auth of the API
 * key and secret. The audit row keeps the provider's message id.
 */
export function thaiBulkSmsSender(
  settings: ThaiBulkSmsSettings,
  db: Db,
  log: FastifyBaseLogger,
  fetchImpl: typeof fetch = fetch,
): SmsSender {
  const authorization = `Basic ${Buffer.from(`${settings.apiKey}:${settings.apiSecret}`).toString('base64')}`;
  return {
    provider: 'thaibulksms',
    async send(message) {
      let response: Response;
      try {
        response = await fetchImpl(settings.url, {
          method: 'POST',
          headers: {
            authorization,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({
            msisdn: message.to,
            message: message.text,
            sender: settings.sender,
          }).toString(),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (err) {
        log.error({ err }, 'sms provider unreachable');
        throw new SmsSendError('SMS provider unreachable', { cause: err });
      }
      const reply = (await response.json().catch(() => ({}))) as ThaiBulkSmsReply;
      const sent = reply.phone_number_list?.[0];
      if (!response.ok || !sent) {
        log.error({ status: response.status, reply }, 'sms provider refused the message');
        throw new SmsSendError(`SMS provider answered ${response.status}`);
      }
      await insertSmsMessage(db, {
        brandId: message.brandId,
        toNumber: message.to,
        body: maskCodes(message.text),
        provider: 'thaibulksms',
        providerMessageId: sent.message_id ?? null,
      });
    },
  };
}

/** The sender SMS_PROVIDER names; a real provider without its credentials stops the start. */
export function createSmsSender(config: Config, db: Db, log: FastifyBaseLogger): SmsSender {
  switch (config.SMS_PROVIDER) {
    case 'log':
      // Someone trying the product at a terminal reads the code here rather than in JSON lines.
      return logSmsSender(
        db,
        log,
        config.NODE_ENV === 'development' ? (line) => process.stdout.write(line) : undefined,
      );
    case 'thaibulksms': {
      const { SMS_API_KEY, SMS_API_SECRET, SMS_SENDER, SMS_API_URL } = config;
      if (!SMS_API_KEY || !SMS_API_SECRET || !SMS_SENDER) {
        throw new Error(
          'SMS_PROVIDER=thaibulksms needs SMS_API_KEY, SMS_API_SECRET and SMS_SENDER',
        );
      }
      return thaiBulkSmsSender(
        { url: SMS_API_URL, apiKey: SMS_API_KEY, apiSecret: SMS_API_SECRET, sender: SMS_SENDER },
        db,
        log,
      );
    }
  }
}
