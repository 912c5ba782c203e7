import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** Real mail over SMTP (smtp:// with STARTTLS when offered, or smtps://). */
export function smtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async sendMail({ to, subject, text, idempotencyKey }) {
      const host = options.from.replace(/^.*@/, '').replace(/>.*$/, '') || 'tickerdeck.local';
      await transport.sendMail({
        from: options.from,
        to,
        subject,
        text,
        ...(idempotencyKey ? { messageId: `<${idempotencyKey}@${host}>` } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}
