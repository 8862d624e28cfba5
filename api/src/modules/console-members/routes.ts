import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adjustmentDecisionRequest,
  adjustmentListQuery,
  adjustmentParams,
  adjustmentRequest,
  consentSmsResponse,
  ledgerPageResponse,
  manualTierRequest,
  memberAuditPageResponse,
  memberDetailResponse,
  memberDone,
  memberListQuery,
  memberListResponse,
  memberPageQuery,
  memberParams,
  memberSessionParams,
  memberSettings,
  memberSettingsResponse,
  pointAdjustmentListResponse,
  pointAdjustmentResponse,
  reasonRequest,
} from '@crm/contract/console-members';
import { errorBody } from '@crm/contract/envelope';
import { operatorOf } from '../../plugins/operator-auth';
import { bearer, operatorFailures } from '../operators/routes';
import { sendSmsConsentLink } from '../pdpa/service';
import { searchMembers } from './search';
import {
  adjustmentsPage,
  decidePendingAdjustment,
  memberAuditPage,
  memberDetailOf,
  memberLedgerPage,
  memberSettingsOf,
  requestAdjustment,
  resendConsentSms,
  endMemberSessions,
  setBlocked,
  setManualTier,
  updateMemberSettings,
} from './service';
import { idempotentRouteNote } from '../idempotency/service';

/**
 * /console/members: the console's Members area. Reading takes members.read (owner, admin,
 * manager); adjusting points members.points.adjust (and a manager's adjustments above the limit
 * wait); approving, tiers, blocking, consent texts and sessions members.edit (owner, admin).
 */
const consoleMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Members (console)'];
  const read = app.requireOperator('members.read');
  const edit = app.requireOperator('members.edit');
  const failures = { ...operatorFailures, 422: errorBody };

  app.get(
    '/console/members',
    {
      preHandler: read,
      schema: {
        tags,
        summary: "Finds the brand's members by mobile, code, name or LINE id, filtered and sorted",
        description:
          '`q` digits are the beginning of a mobile number (0812…, 812…, +66812…) or a member ' +
          'code; other text is a part of the name or an exact member code or LINE id. Pages ' +
          'follow `next_cursor`.',
        security: bearer,
        querystring: memberListQuery,
        response: { 200: memberListResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await searchMembers(app.db, operatorOf(request).brandId, request.query),
    }),
  );

  app.get(
    '/console/members/settings',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'The largest points adjustment applied without approval',
        security: bearer,
        response: { 200: memberSettingsResponse, ...operatorFailures },
      },
    },
    async (request) => ({ data: await memberSettingsOf(app.db, operatorOf(request).brandId) }),
  );

  app.put(
    '/console/members/settings',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: 'Sets the largest points adjustment applied without approval',
        security: bearer,
        body: memberSettings,
        response: { 200: memberSettingsResponse, ...operatorFailures },
      },
    },
    async (request) => ({ data: await updateMemberSettings(app.db, request, request.body) }),
  );

  app.get(
    '/console/members/adjustments',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Points adjustments by status (waiting for approval by default), newest first',
        security: bearer,
        querystring: adjustmentListQuery,
        response: { 200: pointAdjustmentListResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await adjustmentsPage(app.db, operatorOf(request).brandId, request.query),
    }),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/console/members/adjustments/:adjustmentId/${decision}`,
      {
        preHandler: edit,
        schema: {
          tags,
          summary:
            decision === 'approve'
              ? 'Approves a waiting adjustment: its points are applied, once'
              : 'Rejects a waiting adjustment: nothing changes',
          description: 'Never by the operator who asked for it.',
          security: bearer,
          params: adjustmentParams,
          body: adjustmentDecisionRequest,
          response: { 200: pointAdjustmentResponse, ...failures },
        },
      },
      async (request) => ({
        data: await decidePendingAdjustment(app.db, request, request.params.adjustmentId, decision),
      }),
    );
  }

  app.get(
    '/console/members/:memberId',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Everything about one member: profile, tier, points, codes, consent, sessions',
        security: bearer,
        params: memberParams,
        response: { 200: memberDetailResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await memberDetailOf(app.db, operatorOf(request).brandId, request.params.memberId),
    }),
  );

  app.get(
    '/console/members/:memberId/ledger',
    {
      preHandler: read,
      schema: {
        tags,
        summary: "The member's points ledger with each entry's source, newest first",
        security: bearer,
        params: memberParams,
        querystring: memberPageQuery,
        response: { 200: ledgerPageResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await memberLedgerPage(
        app.db,
        operatorOf(request).brandId,
        request.params.memberId,
        request.query,
      ),
    }),
  );

  app.get(
    '/console/members/:memberId/audit',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'What operators changed on this member, newest first',
        security: bearer,
        params: memberParams,
        querystring: memberPageQuery,
        response: { 200: memberAuditPageResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await memberAuditPage(
        app.db,
        operatorOf(request).brandId,
        request.params.memberId,
        request.query,
      ),
    }),
  );

  app.post(
    '/console/members/:memberId/adjustments',
    {
      preHandler: app.requireOperator('members.points.adjust'),
      schema: {
        tags,
        summary: 'Adds or takes points with a reason; above the limit it waits for approval',
        description: idempotentRouteNote,
        security: bearer,
        params: memberParams,
        body: adjustmentRequest,
        response: { 200: pointAdjustmentResponse, ...failures },
      },
    },
    async (request) => ({
      data: await requestAdjustment(app.db, request, request.params.memberId, request.body),
    }),
  );

  app.put(
    '/console/members/:memberId/manual-tier',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: 'Gives the member at least a tier until a day (tier_id null ends it)',
        security: bearer,
        params: memberParams,
        body: manualTierRequest,
        response: { 200: memberDetailResponse, ...failures },
      },
    },
    async (request) => ({
      data: await setManualTier(app.db, request, request.params.memberId, request.body),
    }),
  );

  for (const blocked of [true, false]) {
    app.post(
      `/console/members/:memberId/${blocked ? 'block' : 'unblock'}`,
      {
        preHandler: edit,
        schema: {
          tags,
          summary: blocked
            ? 'Blocks the member: no earning or redeeming until unblocked'
            : 'Unblocks the member',
          security: bearer,
          params: memberParams,
          body: reasonRequest,
          response: { 200: memberDetailResponse, ...failures },
        },
      },
      async (request) => ({
        data: await setBlocked(
          app.db,
          request,
          request.params.memberId,
          blocked,
          request.body.reason,
        ),
      }),
    );
  }

  app.post(
    '/console/members/:memberId/consent-sms',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: 'Texts the member a new consent link (at most every 10 minutes, 3 a day)',
        security: bearer,
        params: memberParams,
        response: { 200: consentSmsResponse, ...failures },
      },
    },
    async (request) => ({
      data: await resendConsentSms(app.db, request, request.params.memberId, (member) =>
        sendSmsConsentLink(
          app.db,
          {
            publicUrl: app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`,
            sms: app.sms,
          },
          { brandRef: operatorOf(request).brandRef, mobileNo: member.mobileNo! },
        ),
      ),
    }),
  );

  app.delete(
    '/console/members/:memberId/sessions',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: "Ends every session of the member's app",
        security: bearer,
        params: memberParams,
        response: { 200: memberDone, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await endMemberSessions(app.db, request, request.params.memberId),
    }),
  );

  app.delete(
    '/console/members/:memberId/sessions/:sessionId',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: "Ends one session of the member's app",
        security: bearer,
        params: memberSessionParams,
        response: { 200: memberDone, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await endMemberSessions(
        app.db,
        request,
        request.params.memberId,
        request.params.sessionId,
      ),
    }),
  );
};

export default consoleMemberRoutes;
