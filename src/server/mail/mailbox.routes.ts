import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { carriesBearerToken } from '../auth/bearer-token.ts';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { listOutbox, type OutboxMessage } from './outbox-mailer.ts';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

/** The text with every link to our own site made clickable; everything else stays text. */
function renderText(text: string, baseUrl: string): string {
  const parts = text.split(/(https?:\/\/\S+)/);
  return parts
    .map((part, index) =>
      index % 2 === 1 && part.startsWith(`${baseUrl}/`)
        ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>`
        : escapeHtml(part),
    )
    .join('');
}

function renderMessage(message: OutboxMessage, baseUrl: string): string {
  return `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">To ${escapeHtml(message.to)} · ${escapeHtml(message.createdAt.toISOString())}</p>
<pre>${renderText(message.text, baseUrl)}</pre>
</article>`;
}

const notFound = (request: FastifyRequest) => ({
  error: { code: 'not-found', message: 'No route for GET /dev/mailbox', requestId: request.id },
});

/**
 * /dev/mailbox: the local outbox as a plain page (like letter_opener), so someone trying the
 * app without SMTP can click the verification link. No script, everything escaped: the CSP
 * allows no inline script and the mail text comes from user input (names).
 *
 * The outbox holds every reset link: with `token` set (MAILBOX_TOKEN, which production's
 * outbox requires) only `Authorization: Bearer <token>` reads it, whatever the address or
 * proxy header (docs/decisions/067).
 */
export const mailboxRoutes =
  (options: {
    database: Database;
    baseUrl: string;
    config: Pick<Config, 'env' | 'mail'>;
  }): FastifyPluginAsync =>
  async (app) => {
    const { env, mail } = options.config;
    const token = mail.mailboxToken;
    // Production's outbox is never open without the operator's secret (config.ts refuses it too).
    const enabled = mail.outbox && !mail.smtpUrl && (env !== 'production' || token !== undefined);
    app.get('/dev/mailbox', async (request, reply) => {
      if (!enabled) return reply.code(404).send(notFound(request));
      if (token !== undefined && !carriesBearerToken(request, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .header('cache-control', 'no-store')
          .send({
            error: {
              code: 'unauthenticated',
              message: 'The mailbox needs Authorization: Bearer MAILBOX_TOKEN.',
              requestId: request.id,
            },
          });
      }
      const messages = await listOutbox(options.database);
      const body = messages.length
        ? messages.map((message) => renderMessage(message, options.baseUrl)).join('\n')
        : '<p>No mail yet.</p>';
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Tickerdeck mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
article{border-bottom:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap}.meta{color:#555}</style>
</head>
<body><h1>Mailbox</h1><p>Mail the server would have sent, newest first.</p>
${body}
</body></html>`);
    });
  };
