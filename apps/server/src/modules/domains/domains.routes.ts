import {
  BULK_UPDATE_DOMAIN_STATUS_PATH,
  GET_DOMAIN_COUNTS_PATH,
  GET_FOOTPRINT_PATH,
  footprintBodySchema,
  footprintResponseSchema,
  GET_DOMAINS_PATH,
  GET_DOMAINS_V2_PATH,
  STOP_EMAILS_PATH,
  stopEmailsBodySchema,
  stopEmailsResponseSchema,
  GET_PEOPLE_PATH,
  UPDATE_DOMAIN_STATUS_PATH,
  UPDATE_SENDER_KIND_PATH,
  bulkUpdateDomainStatusBodySchema,
  domainCountsBodySchema,
  domainCountsResponseSchema,
  domainListBodySchema,
  domainListResponseSchema,
  domainListV2BodySchema,
  domainStatusResponseSchema,
  peopleListBodySchema,
  peopleListResponseSchema,
  updateDomainStatusBodySchema,
  updateSenderKindBodySchema,
  type DomainCounts,
} from '@reclaim/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call-route';
import type { SessionReader } from '../../plugins/session';
import {
  countDomains,
  footprintOf,
  listDomainsByStatus,
  listDomainsOfTile,
  updateDomainStatus,
  type DomainsDependencies,
} from './domains.service';
import { stopEmails, type StopEmailsDependencies } from './stop-emails';
import { listPeople, updateSenderKind } from './sender-kinds.service';

/**
 * The domain calls of spec §7: the lists behind the dashboard and My Data, the counts, and the
 * status changes a person makes; and the senders judged people, with the person's corrections.
 * Each acts only on the caller's own mailboxes.
 */
export async function domainsRoutes(
  app: FastifyInstance,
  deps: DomainsDependencies & {
    readSession: SessionReader;
  } & Omit<StopEmailsDependencies, keyof DomainsDependencies>,
) {
  registerCall(app, deps.readSession, {
    path: GET_DOMAINS_PATH,
    requestBody: domainListBodySchema,
    response: domainListResponseSchema,
    handler: ({ session, requestBody }) => listDomainsByStatus(deps, session.user.id, requestBody),
  });

  registerCall(app, deps.readSession, {
    path: GET_DOMAINS_V2_PATH,
    requestBody: domainListV2BodySchema,
    response: domainListResponseSchema,
    handler: ({ session, requestBody }) => listDomainsOfTile(deps, session.user.id, requestBody),
  });

  registerCall(app, deps.readSession, {
    path: GET_DOMAIN_COUNTS_PATH,
    requestBody: domainCountsBodySchema,
    response: domainCountsResponseSchema,
    handler: async ({ session, requestBody }) => {
      const counts = await countDomains(deps, session.user.id, requestBody.emailId);
      const responseListObject: [DomainCounts] = [counts];
      return { status: 200, message: 'Success', data: { responseListObject } };
    },
  });

  registerCall(app, deps.readSession, {
    path: GET_FOOTPRINT_PATH,
    requestBody: footprintBodySchema,
    response: footprintResponseSchema,
    handler: async ({ session, requestBody }) => ({
      status: 200,
      message: 'Success',
      data: { responseListObject: await footprintOf(deps, session.user.id, requestBody.emailId) },
    }),
  });

  registerCall(app, deps.readSession, {
    path: UPDATE_DOMAIN_STATUS_PATH,
    requestBody: updateDomainStatusBodySchema,
    response: domainStatusResponseSchema,
    handler: async ({ session, requestBody }) => {
      const updated = await updateDomainStatus(deps, session.user.id, {
        emailId: requestBody.emailId,
        status: requestBody.status,
        domains: [requestBody.domainName],
      });
      return { status: 200, message: 'Updated', data: { updated } };
    },
  });

  registerCall(app, deps.readSession, {
    path: BULK_UPDATE_DOMAIN_STATUS_PATH,
    requestBody: bulkUpdateDomainStatusBodySchema,
    response: domainStatusResponseSchema,
    handler: async ({ session, requestBody }) => {
      const updated = await updateDomainStatus(deps, session.user.id, {
        emailId: requestBody.emailId,
        status: requestBody.status,
        domains: requestBody.bulkDomain,
      });
      return { status: 200, message: 'Updated', data: { updated } };
    },
  });

  registerCall(app, deps.readSession, {
    path: STOP_EMAILS_PATH,
    requestBody: stopEmailsBodySchema,
    response: stopEmailsResponseSchema,
    handler: async ({ session, requestBody }) => {
      const { stoppedAt, method } = await stopEmails(deps, session.user.id, {
        emailId: requestBody.emailId,
        domain: requestBody.domainName,
      });
      return {
        status: 200,
        message: 'Unsubscribed',
        data: { emailsStoppedAt: stoppedAt.toISOString(), method },
      };
    },
  });

  registerCall(app, deps.readSession, {
    path: UPDATE_SENDER_KIND_PATH,
    requestBody: updateSenderKindBodySchema,
    response: domainStatusResponseSchema,
    handler: async ({ session, requestBody }) => {
      const updated = await updateSenderKind(deps, session.user.id, requestBody);
      return { status: 200, message: 'Updated', data: { updated } };
    },
  });

  registerCall(app, deps.readSession, {
    path: GET_PEOPLE_PATH,
    requestBody: peopleListBodySchema,
    response: peopleListResponseSchema,
    handler: ({ session, requestBody }) =>
      listPeople(deps, session.user.id, requestBody.parsedEmailDataId),
  });
}
