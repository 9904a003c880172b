import type { Database } from '@reclaim/db';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isFromThisMachine } from '../../lib/this-machine';
import {
  DEMO_MAILBOX_ADDRESS,
  outboxMessageIdLine,
  toCompanyAnswerMail,
} from '../../mailbox-providers/demo/demo.provider';
import {
  findNewestOutboxMessageTo,
  insertOutboxMessage,
  listOutboxMessages,
} from './outbox.repository';

const OUTBOX_PAGE_SIZE = 50;

/**
 * `/dev/outbox`: the local outbox, outside production only and to this machine only: it lists
 * sign-up and reset codes, so anyone else who could read it could take over accounts. Others get
 * the 404 of a route that does not exist. An HTML list for people, JSON for tests
 * (`Accept: application/json`).
 */
export async function outboxRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/dev/outbox', async (request, reply) => {
    if (!isFromThisMachine(request)) {
      reply.callNotFound();
      return reply;
    }
    reply.header('cache-control', 'no-store');
    const messages = await listOutboxMessages(db, OUTBOX_PAGE_SIZE);
    if (request.headers.accept?.includes('application/json')) return { messages };
    const items = messages
      .map(
        (m) => `<li><article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.recipient)} · ${m.createdAt.toISOString()}</p>
${m.html === null ? `<pre>${escapeHtml(m.text)}</pre>` : letterParts(m.html, m.text)}</article></li>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · Reclaim</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#14211d}
ul{list-style:none;padding:0}li{border:1px solid #cbd5e1;border-radius:.75rem;padding:1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0}.meta{color:#475569;font-size:.85rem}pre{white-space:pre-wrap;font-size:1rem}
iframe{width:100%;height:28rem;border:1px solid #e2e8f0;border-radius:.5rem;resize:vertical}summary{cursor:pointer;margin-top:.75rem}</style>
</head><body><main><h1>Outbox</h1>
<p>Mail Reclaim would have sent. Set <code>SMTP_URL</code> to send it for real. Newest first.</p>
${messages.length ? `<ul>${items}</ul>` : '<p>No mail yet.</p>'}
</main></body></html>`);
  });
}

/** `POST /dev/outbox/answer`: a demo company answers the newest request the demo mailbox sent it. */
const companyAnswerSchema = z
  .object({
    /** The address the request went to. */
    to: z.email().max(254).toLowerCase(),
    kind: z.enum(['reply', 'bounce']),
    /** The reply's subject; "Re: " and the request's by default. */
    subject: z.string().min(1).max(300).optional(),
    /** When it arrives, from now: a test sets the company's schedule (at most a year). */
    afterSeconds: z
      .number()
      .int()
      .min(0)
      .max(366 * 86_400)
      .optional(),
  })
  .strict();

/**
 * The demo companies' side (decision 76): a test, or a person trying Reclaim, makes the company a
 * request went to answer it — a reply or a bounce, now or later — and the demo mailbox receives
 * it, where the reply sync finds it as it finds a real one. Local and outside production only, as
 * the outbox is.
 */
export async function companyAnswerRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post('/dev/outbox/answer', async (request, reply) => {
    if (!isFromThisMachine(request)) {
      reply.callNotFound();
      return reply;
    }
    const parsed = companyAnswerSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({
        message: 'The answer is not valid.',
        fields: parsed.error.issues.map((issue) => ({
          path: ['body', ...issue.path].join('.'),
          message: issue.message,
        })),
      });
    }
    const { to, kind, subject, afterSeconds = 0 } = parsed.data;
    const sent = await findNewestOutboxMessageTo(db, to, 'Message-ID: <');
    const messageId = sent?.text.split('\n', 1)[0]?.slice(outboxMessageIdLine('').length);
    if (!sent || !messageId) {
      return reply.code(404).send({
        message: 'The demo mailbox sent no request to this address.',
        fields: [{ path: 'body.to', message: 'No request went there' }],
      });
    }
    const arrivesAt = new Date(Date.now() + afterSeconds * 1000);
    await insertOutboxMessage(db, {
      ...toCompanyAnswerMail({
        kind,
        from: to,
        inReplyTo: messageId,
        subject: subject ?? `Re: ${sent.subject}`,
      }),
      createdAt: arrivesAt,
    });
    return reply.code(201).send({ messageId, recipient: DEMO_MAILBOX_ADDRESS, arrivesAt });
  });
}

/**
 * A letter as its recipient's mail program shows it: the HTML part in a sandboxed frame (no script,
 * an origin of its own, and the page's policy lets it load nothing from anywhere), and the
 * plain-text part, which mail programs without HTML show, below it.
 */
function letterParts(html: string, text: string) {
  return `<iframe sandbox title="The letter as sent" srcdoc="${escapeHtml(html)}"></iframe>
<details><summary>Plain-text part</summary><pre>${escapeHtml(text)}</pre></details>`;
}

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
