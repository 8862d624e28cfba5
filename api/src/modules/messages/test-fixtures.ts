import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { MessageKind } from '@crm/contract/message-kinds';
import type { Db } from '../../db/client';
import { brandLineSettings, members, messageOutbox, messageTemplates } from '../../db/schema';
import { sealSecret } from '../../lib/sealed-secret';
import type { TestContext } from '../../test/harness';
import { createMember } from '../../test/member-fixture';
import { createBrand } from '../offers/test-fixtures';
import type { WorkerDeps } from './worker';

export interface PushReceived {
  authorization: string;
  retryKey: string;
  contentType: string;
  body: { to: string; messages: { type: string; text: string }[] };
}

/**
 * Plays the LINE Messaging API's push endpoint: answers the statuses queued in `replies` in turn
 * (then 200), a 409 with the accepted-request header as LINE does for a retry key it has seen,
 * and keeps every request.
 */
export async function lineStandIn() {
  const received: PushReceived[] = [];
  const replies: number[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url !== '/v2/bot/message/push' || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      received.push({
        authorization: req.headers.authorization ?? '',
        retryKey: String(req.headers['x-line-retry-key'] ?? ''),
        contentType: req.headers['content-type'] ?? '',
        body: JSON.parse(body) as PushReceived['body'],
      });
      const status = replies.shift() ?? 200;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (status === 409) headers['x-line-accepted-request-id'] = 'accepted-1';
      res
        .writeHead(status, headers)
        .end(JSON.stringify(status === 200 ? { sentMessages: [] } : { message: 'error' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    replies,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export const workerDeps = (ctx: TestContext): WorkerDeps => ({
  db: ctx.db,
  config: ctx.config,
  channelSecretKey: ctx.app.channelSecretKey,
  sms: ctx.app.sms,
});

/** A brand of its own with a messaging channel whose token is `token` (none: demo mode). */
export async function brandWithChannel(ctx: TestContext, token?: string) {
  const brand = await createBrand(ctx.db);
  if (token) {
    await ctx.db.insert(brandLineSettings).values({
      brandId: brand.id,
      messagingChannelId: '2000000001',
      messagingAccessTokenEnc: sealSecret(ctx.app.channelSecretKey, token),
    });
  }
  return brand;
}

/** A member of the brand, on LINE unless `line: false`. */
export async function recipient(
  db: Db,
  brand: { ref: string },
  options: { line?: boolean; language?: 'th' | 'en'; consent?: boolean } = {},
) {
  const member = await createMember(db, { brandRef: brand.ref, consent: options.consent });
  const lineUserId = options.line === false ? null : `U${randomBytes(16).toString('hex')}`;
  await db
    .update(members)
    .set({ lineUserId, messageLanguage: options.language ?? 'th' })
    .where(eq(members.id, member.id));
  return { ...member, lineUserId };
}

export async function setTemplate(
  db: Db,
  brandId: number,
  kind: MessageKind,
  values: { isImportant?: boolean; isEnabled?: boolean; bodyTh?: string; bodyEn?: string },
) {
  const row = {
    brandId,
    kind,
    isImportant: values.isImportant ?? false,
    isEnabled: values.isEnabled ?? true,
    bodyTh: values.bodyTh ?? 'ข้อความ {{points}}',
    bodyEn: values.bodyEn ?? 'Message {{points}}',
  };
  await db
    .insert(messageTemplates)
    .values(row)
    .onConflictDoUpdate({ target: [messageTemplates.brandId, messageTemplates.kind], set: row });
}

/** The member's outbox rows, oldest first. */
export function outboxOf(db: Db, member: { brandId: number; id: number }) {
  return db
    .select()
    .from(messageOutbox)
    .where(and(eq(messageOutbox.brandId, member.brandId), eq(messageOutbox.memberId, member.id)))
    .orderBy(messageOutbox.id);
}
