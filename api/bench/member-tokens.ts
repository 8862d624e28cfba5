import type { Db } from '../src/db/client';
import { openSession, type SessionSettings } from '../src/modules/session/service';

/** Settings for sessions the benches open outside an app, signed with the API's secret. */
export const benchSessionSettings = (secret: Uint8Array): SessionSettings => ({
  secret,
  accessTokenMinutes: 60,
  sessionDays: 1,
  operatorSessionHours: 1,
});

/** An access token for each of the demo brand's members, each in a session of its own. */
export function memberTokens(
  db: Db,
  settings: SessionSettings,
  brandId: number,
  memberIds: number[],
): Promise<string[]> {
  return Promise.all(
    memberIds.map(async (memberId) => {
      const session = await openSession(db, settings, {
        brandId,
        brandRef: 'demo',
        memberId,
        userAgent: 'bench',
        ip: '127.0.0.1',
      });
      return session.accessToken;
    }),
  );
}
