import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { outboxMailer } from './outbox-mailer.ts';
import { smtpMailer } from './smtp-mailer.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text only: mail readers show it as written, links stay readable and clickable. */
  text: string;
  /**
   * Mail a job may send again after a crash (alerts, summaries): the outbox keeps one message per
   * key; over SMTP the key becomes the Message-ID, which lets mail systems drop a repeat.
   */
  idempotencyKey?: string;
}

export interface Mailer {
  sendMail(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the local outbox listed at /dev/mailbox. */
export function createMailer(config: Config, database: Database): Mailer {
  return config.mail.smtpUrl
    ? smtpMailer({ url: config.mail.smtpUrl, from: config.mail.from })
    : outboxMailer(database);
}
