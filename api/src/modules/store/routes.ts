import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDEMPOTENT_REPLAY_HEADER } from '@crm/contract/offers';
import { errorBody } from '@crm/contract/envelope';
import {
  shiftQuery,
  shiftResponse,
  storeCodeParams,
  storeCodeQuery,
  storeCodeResponse,
  storeEarnRequest,
  storeEarnResponse,
  storeLookupQuery,
  storeMemberResponse,
  storeRedeemRequest,
  storeRedeemResponse,
  storeTransactionParams,
  storeVoidRequest,
  storeVoidResponse,
} from '@crm/contract/store';
import { idempotentRouteNote } from '../idempotency/service';
import { operatorFailures } from '../operators/routes';
import { earnAtStore, lookupMember, readCode, redeemCode, shiftOf, voidStoreEarn } from './service';

/**
 * /store: the Store API of the counter app and of a brand's POS. An operator's bearer token
 * (cashier and above, at their branches) or a branch's X-Api-Key; members' tokens are refused.
 */
/** Answers a write, marking one that replays an earlier send with the same Idempotency-Key. */
function replay<T>(reply: FastifyReply, outcome: { data: T; replayed: boolean }) {
  if (outcome.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  return { data: outcome.data };
}

const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Store API'];
  const security: Record<string, string[]>[] = [{ bearer: [] }, { apiKey: [] }];
  const failures = { ...operatorFailures, 410: errorBody, 422: errorBody };
  const lookup = app.requireOperator('members.lookup', { apiKey: true });
  const earn = app.requireOperator('store.earn', { apiKey: true });
  const redeem = app.requireOperator('store.redeem', { apiKey: true });
  const caller = (request: {
    apiKey: { apiKeyId: number } | null;
    operator: { operatorId: number } | null;
  }) =>
    request.apiKey ? `key:${request.apiKey.apiKeyId}` : `operator:${request.operator?.operatorId}`;

  app.get(
    '/store/members/lookup',
    {
      preHandler: lookup,
      schema: {
        tags,
        summary: 'Finds a member by mobile number, member code, or what their QR or barcode holds',
        description:
          'The mobile number comes back masked but for its last four digits. 404 ' +
          'STORE_MEMBER_NOT_FOUND when none; throttled per caller and address (429).',
        security,
        querystring: storeLookupQuery,
        response: { 200: storeMemberResponse, ...failures },
      },
    },
    async (request) => {
      await app.throttle.attempt('store-lookup', { ip: request.ip, subject: caller(request) });
      return { data: await lookupMember(app.db, request, request.query.q) };
    },
  );

  app.post(
    '/store/earn',
    {
      preHandler: earn,
      schema: {
        tags,
        summary: "Gives a member points for a bill by the brand's earn rule and their tier",
        description:
          'The amount is baht with satang; it counts as spending and a visit for tiers. One ' +
          'bill_no credits once per branch whatever the concurrency: sent again for the same ' +
          'member and amount it answers the first earn (same transaction_id), otherwise 409 ' +
          'STORE_BILL_USED saying where and when. A bill below the minimum, or earning no ' +
          'point, is 422 STORE_BILL_BELOW_MINIMUM; a member who withdrew consent is 403 ' +
          `CONSENT_WITHDRAWN. ${idempotentRouteNote}`,
        security,
        body: storeEarnRequest,
        response: { 200: storeEarnResponse, ...failures },
      },
    },
    async (request, reply) => replay(reply, await earnAtStore(app.db, request, request.body)),
  );

  app.post(
    '/store/earn/:transactionId/void',
    {
      preHandler: earn,
      schema: {
        tags,
        summary: "Takes an earn's points back with a reversing ledger entry",
        description:
          "Nothing is deleted: the earn is marked voided and the member's ledger gets an entry " +
          'taking its points, spending and visit back. Cashiers and API keys void within the ' +
          "brand's void window (403 STORE_VOID_WINDOW_PASSED after), managers and above at any " +
          'time. 409 STORE_POINTS_SPENT when the member no longer holds the points (unless the ' +
          'brand allows a negative balance: then later earns pay it back), 409 ' +
          `STORE_EARN_VOIDED when it already is. ${idempotentRouteNote}`,
        security,
        params: storeTransactionParams,
        body: storeVoidRequest,
        response: { 200: storeVoidResponse, ...failures },
      },
    },
    async (request, reply) =>
      replay(
        reply,
        await voidStoreEarn(app.db, request, request.params.transactionId, request.body),
      ),
  );

  app.get(
    '/store/codes/:code',
    {
      preHandler: redeem,
      schema: {
        tags,
        summary: 'Reads a privilege or package-use code before using it: what, whose, its state',
        security,
        params: storeCodeParams,
        querystring: storeCodeQuery,
        response: { 200: storeCodeResponse, ...failures },
      },
    },
    async (request) => ({
      data: await readCode(app.db, request, request.params.code, request.query.branch_ref),
    }),
  );

  app.post(
    '/store/redeem',
    {
      preHandler: redeem,
      schema: {
        tags,
        summary: "Uses a member's privilege code or package-use code, once",
        description:
          'Of concurrent uses of one code exactly one succeeds. A used code is 409 CODE_USED ' +
          'saying where and when, an expired one 410 CODE_EXPIRED, an unknown or other brand’s ' +
          `one 404 CODE_NOT_FOUND. ${idempotentRouteNote}`,
        security,
        body: storeRedeemRequest,
        response: { 200: storeRedeemResponse, ...failures },
      },
    },
    async (request, reply) => replay(reply, await redeemCode(app.db, request, request.body)),
  );

  app.get(
    '/store/shift',
    {
      preHandler: earn,
      schema: {
        tags,
        summary: "The caller's earns, voids and redeems today (Bangkok) at a branch, with totals",
        security,
        querystring: shiftQuery,
        response: { 200: shiftResponse, ...failures },
      },
    },
    async (request) => ({ data: await shiftOf(app.db, request, request.query.branch_ref) }),
  );
};

export default storeRoutes;
