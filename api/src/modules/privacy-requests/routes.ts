import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@crm/contract/envelope';
import {
  consoleMemberParams,
  memberEraseRequest,
  memberErasureResponse,
  memberExportLinkResponse,
  memberExportTokenQuery,
  memberExportZip,
} from '@crm/contract/privacy-requests';
import { memberOf } from '../../plugins/auth';
import { bearer, operatorFailures } from '../operators/routes';
import type { MemberExport } from './export';
import {
  EXPORT_LINK_SECONDS,
  eraseMember,
  exportForMember,
  exportForOperator,
  exportLinkFor,
  memberOfExportLink,
} from './service';

/**
 * Privacy requests (PDPA ss. 30 to 33): the owner's export and erasure of a member in the
 * console, and the member's own "download my data" in the app.
 */
function sendZip(reply: FastifyReply, made: MemberExport) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${made.fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(made.zip));
}

const zipNote =
  'application/zip: README.txt (Thai and English), member.json with everything, a CSV per part ' +
  '(UTF-8 with a byte-order mark) and the photo if any. Recorded in the audit log without any ' +
  'personal value.';

const privacyRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const consoleTags = ['Console: members'];
  const deps = { db: app.db, storage: app.storage };

  app.get(
    '/console/members/:memberId/export',
    {
      preHandler: app.requireOperator('members.export'),
      schema: {
        tags: consoleTags,
        summary: 'Downloads everything the brand holds of a member (PDPA s.30), as a zip',
        description: `${zipNote} 404 MEMBER_NOT_FOUND for a member of another brand.`,
        produces: ['application/zip'],
        security: bearer,
        params: consoleMemberParams,
        response: { 200: memberExportZip, ...operatorFailures },
      },
    },
    async (request, reply) =>
      sendZip(reply, await exportForOperator(deps, request, request.params.memberId)),
  );

  app.post(
    '/console/members/:memberId/erase',
    {
      preHandler: app.requireOperator('members.erase'),
      schema: {
        tags: consoleTags,
        summary: "Erases a member's personal data for good (PDPA s.33)",
        description:
          'Names, mobile, email, birth date, gender, LINE id, photo, PIN, address, custom-field ' +
          'answers, the addresses and devices of sessions (all revoked), OTPs and SMS to the ' +
          "number, stored replies, and the member's values in audit entries and consent " +
          'records go, in one transaction; the ledger, lots, codes and consent records stay. The ' +
          'member cannot sign in again and their number may join as a new member. ' +
          'confirm_member_code must be the member code (422 ERASE_CONFIRMATION_MISMATCH). ' +
          'Erasing an erased member changes nothing (already_erased true).',
        security: bearer,
        params: consoleMemberParams,
        body: memberEraseRequest,
        response: { 200: memberErasureResponse, ...operatorFailures, 422: errorBody },
      },
    },
    async (request) => ({
      data: await eraseMember(deps, request, request.params.memberId, request.body),
    }),
  );

  const memberTags = ['Customer'];

  app.post(
    '/Customer/DataExport',
    {
      // The member's token is checked before anything sent is read.
      preValidation: app.requireMember,
      schema: {
        tags: memberTags,
        summary: 'A link that downloads the signed-in member\u2019s own data (PDPA s.30)',
        description:
          `The link works without a header for ${EXPORT_LINK_SECONDS / 60} minutes while the ` +
          'session is open, so it can be opened as a plain navigation (LINE\u2019s browser ' +
          'included). Three links per member an hour (429 TOO_MANY_ATTEMPTS).',
        security: [{ bearer: [] }],
        response: { 200: memberExportLinkResponse, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const member = memberOf(request);
      await app.throttle.attempt('member-export', {
        ip: request.ip,
        subject: `${member.brandId}:${member.memberId}`,
      });
      return { data: await exportLinkFor(app.sessionSettings, member, app.prefix) };
    },
  );

  app.get(
    '/Customer/DataExport',
    {
      schema: {
        tags: memberTags,
        summary: 'Downloads the member\u2019s own data from a link of POST /Customer/DataExport',
        description: `${zipNote} 410 EXPORT_LINK_EXPIRED once the link is stale or its session ended.`,
        produces: ['application/zip'],
        querystring: memberExportTokenQuery,
        response: {
          200: memberExportZip,
          400: errorBody,
          404: errorBody,
          410: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const member = await memberOfExportLink(deps, app.sessionSettings, request.query.token);
      await app.throttle.attempt('member-export-download', {
        ip: request.ip,
        subject: `${member.brandId}:${member.memberId}`,
      });
      return sendZip(reply, await exportForMember(deps, request, member));
    },
  );
};

export default privacyRequestRoutes;
