import {
  DSR_DETAILS_PATH,
  DSR_TEMPLATE_PATH,
  GET_REQUESTS_PATH,
  GET_REQUEST_TIMELINE_PATH,
  RECORD_ANSWER_PATH,
  SEND_DSR_BULK_PATH,
  SEND_DSR_PATH,
  SEND_DSR_REMINDER_PATH,
  UPDATE_REQUEST_STATUS_PATH,
  dsrDetailsBodySchema,
  dsrDetailsResponseSchema,
  reclaimTemplateBodySchema,
  reclaimTemplateResponseSchema,
  recordAnswerBodySchema,
  requestListBodySchema,
  requestListResponseSchema,
  requestTimelineBodySchema,
  requestTimelineResponseSchema,
  sendDsrBodySchema,
  sendDsrBulkBodySchema,
  sendDsrResponseSchema,
  sendReminderBodySchema,
  sendReminderResponseSchema,
  updateRequestStatusBodySchema,
  updateRequestStatusResponseSchema,
} from '@reclaim/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { registerCall } from '../../lib/call-route';
import type { SessionReader } from '../../plugins/session';
import {
  getRequestDetails,
  getTemplate,
  requestDeletion,
  type DeletionRequestDependencies,
} from './deletion-requests.service';
import { listOtherRequests, updateOtherRequestStatus } from './other-requests';
import { remindCompany } from './reminders.service';
import { recordCompanyAnswer } from './request-answers.service';
import { requestTimelineOf } from './request-timeline';

/**
 * The deletion request calls of spec §7: the template, one request, a batch, and its details; the
 * reminder of an overdue request, and what the company answered.
 */
export async function deletionRequestsRoutes(
  app: FastifyInstance,
  deps: DeletionRequestDependencies & { readSession: SessionReader },
) {
  registerCall(app, deps.readSession, {
    path: DSR_TEMPLATE_PATH,
    requestBody: reclaimTemplateBodySchema,
    response: reclaimTemplateResponseSchema,
    handler: async ({ requestBody }) => ({
      status: 200,
      message: 'Success',
      data: { responseObject: getTemplate(requestBody ?? {}) },
    }),
  });

  registerCall(app, deps.readSession, {
    path: SEND_DSR_PATH,
    requestBody: sendDsrBodySchema,
    response: sendDsrResponseSchema,
    handler: async ({ session, requestBody }) => {
      const requestIds = await requestDeletion(deps, session, [
        {
          emailId: requestBody.emailId,
          domain: requestBody.domainName,
          contact: requestBody.contactEmailId,
          jurisdiction: requestBody.template,
          requestType: requestBody.requestType ?? 'erasure',
          language: requestBody.language ?? 'en',
          correction: requestBody.correction,
          identity: requestBody.identity,
          confirmOtherDomain: requestBody.confirmOtherDomain,
        },
      ]);
      return { status: 200, message: 'DSR Raised Successfully', data: { requestIds } };
    },
  });

  registerCall(app, deps.readSession, {
    path: SEND_DSR_BULK_PATH,
    requestBody: sendDsrBulkBodySchema,
    response: sendDsrResponseSchema,
    handler: async ({ session, requestBody }) => {
      if (requestBody.userEmail !== session.user.email.toLowerCase()) {
        throw new AppError('forbidden', 'userEmail is not the signed-in user.', [
          { path: 'body.requestBody.userEmail', message: 'Not the signed-in user' },
        ]);
      }
      const requestIds = await requestDeletion(
        deps,
        session,
        requestBody.bulkDomain.map((item) => ({
          emailId: item.emailAddress,
          domain: item.domainName,
          contact: item.contactEmailId,
          jurisdiction: requestBody.template ?? 'gdpr',
          requestType: requestBody.requestType ?? 'erasure',
          language: item.language ?? requestBody.language ?? 'en',
          correction: requestBody.correction,
          identity: item.identity,
          confirmOtherDomain: item.confirmOtherDomain,
        })),
      );
      return { status: 200, message: 'DSR Raised Successfully', data: { requestIds } };
    },
  });

  registerCall(app, deps.readSession, {
    path: SEND_DSR_REMINDER_PATH,
    requestBody: sendReminderBodySchema,
    response: sendReminderResponseSchema,
    handler: async ({ session, requestBody }) => {
      const requestId = await remindCompany(deps, session, {
        emailId: requestBody.emailId,
        domain: requestBody.domainName,
        requestType: requestBody.requestType ?? 'erasure',
      });
      return { status: 200, message: 'Reminder queued', data: { requestId } };
    },
  });

  registerCall(app, deps.readSession, {
    path: DSR_DETAILS_PATH,
    requestBody: dsrDetailsBodySchema,
    response: dsrDetailsResponseSchema,
    handler: async ({ session, requestBody }) => ({
      status: 200,
      message: 'Success',
      data: {
        responseObject: await getRequestDetails(deps, session.user.id, {
          emailId: requestBody.emailId,
          domain: requestBody.domainName,
          requestType: requestBody.requestType ?? 'erasure',
        }),
      },
    }),
  });

  registerCall(app, deps.readSession, {
    path: RECORD_ANSWER_PATH,
    requestBody: recordAnswerBodySchema,
    response: dsrDetailsResponseSchema,
    handler: async ({ session, requestBody }) => ({
      status: 200,
      message: 'Answer recorded',
      data: {
        responseObject: await recordCompanyAnswer(deps, session.user.id, {
          emailId: requestBody.emailId,
          domain: requestBody.domainName,
          requestType: requestBody.requestType ?? 'erasure',
          answer: requestBody.answer,
          via: requestBody.via,
          saidOn: requestBody.saidOn,
        }),
      },
    }),
  });

  registerCall(app, deps.readSession, {
    path: GET_REQUEST_TIMELINE_PATH,
    requestBody: requestTimelineBodySchema,
    response: requestTimelineResponseSchema,
    handler: async ({ session, requestBody }) => ({
      status: 200,
      message: 'Success',
      data: {
        responseListObject: await requestTimelineOf(
          deps.db,
          session.user.id,
          requestBody.emailId,
          deps.now?.() ?? new Date(),
        ),
      },
    }),
  });

  registerCall(app, deps.readSession, {
    path: GET_REQUESTS_PATH,
    requestBody: requestListBodySchema,
    response: requestListResponseSchema,
    handler: async ({ session, requestBody }) => ({
      status: 200,
      message: 'Success',
      data: {
        responseListObject: await listOtherRequests(deps.db, session.user.id, requestBody.emailId),
      },
    }),
  });

  registerCall(app, deps.readSession, {
    path: UPDATE_REQUEST_STATUS_PATH,
    requestBody: updateRequestStatusBodySchema,
    response: updateRequestStatusResponseSchema,
    handler: async ({ session, requestBody }) => {
      const requestId = await updateOtherRequestStatus(deps.db, session.user.id, {
        emailId: requestBody.emailId,
        domain: requestBody.domainName,
        requestType: requestBody.requestType,
        status: requestBody.status,
        now: deps.now?.() ?? new Date(),
      });
      return { status: 200, message: 'Success', data: { requestId } };
    },
  });
}
