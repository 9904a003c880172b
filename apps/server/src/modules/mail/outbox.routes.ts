import type { Database } from '@reclaim/db';
import type { FastifyInstance } from 'fastify';
import { listOutboxMessages } from './outbox.repository';

const OUTBOX_PAGE_SIZE = 50;

/**
 * `/dev/outbox`: the local outbox, outside production only. An HTML list for people, JSON for
 * tests (`Accept: application/json`).
 */
export async function outboxRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/dev/outbox', async (request, reply) => {
    const messages = await listOutboxMessages(db, OUTBOX_PAGE_SIZE);
    if (request.headers.accept?.includes('application/json')) return { messages };
    const items = messages
      .map(
        (m) => `<li><article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.recipient)} · ${m.createdAt.toISOString()}</p>
<pre>${escapeHtml(m.text)}</pre></article></li>`,
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
h2{font-size:1.1rem;margin:0}.meta{color:#475569;font-size:.85rem}pre{white-space:pre-wrap;font-size:1rem}</style>
</head><body><main><h1>Outbox</h1>
<p>Mail Reclaim would have sent. Set <code>SMTP_URL</code> to send it for real. Newest first.</p>
${messages.length ? `<ul>${items}</ul>` : '<p>No mail yet.</p>'}
</main></body></html>`);
  });
}

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
