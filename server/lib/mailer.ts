// Outgoing mail (nodemailer). With SMTP_URL it is sent; without, each mail is written to
// ./data/outbox/*.eml and its first line is logged, so a new user can register locally
// (docs/architecture.md section 6). The server hands every mail to the job queue (queuedMailer),
// so a mail server that is down delays mail instead of losing it. Tests use MemoryMailer and read what was sent.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { MAIL_RETRY, type JobQueue, type RetryPolicy } from './jobs/queue.ts';

/**
 * A file sent with a mail (a receipt, issue 34), its bytes in base64 so the mail stays plain JSON
 * while it waits in the job queue.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface Mail {
  to: string;
  subject: string;
  /** the plain-text part (every mail has one) */
  text: string;
  /** the HTML part, when the mail was written from a template (modules/notifications) */
  html?: string;
  /**
   * The sender's display name: the site's name (modules/settings), set by whoever writes the mail; used
   * when MAIL_FROM is a bare address.
   */
  fromName?: string;
  /** ISO time after which the mail is no longer worth sending (a code that has expired): a retry then drops it. */
  discardAfter?: string;
  /** files sent with it */
  attachments?: MailAttachment[];
}

/** The mail as nodemailer takes it. */
function messageOf(from: string, mail: Mail) {
  return {
    from: senderOf(from, mail),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments?.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: file.contentBase64,
      encoding: 'base64',
    })),
  };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Where mail goes: SMTP_URL when set, else files in the outbox folder (config.ts reads them). */
export interface MailSettings {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}

/** MAIL_FROM as it is when it names its sender ("Name <address>"), else the address under the mail's own display name. */
export function senderOf(from: string, mail: Pick<Mail, 'fromName'>): string | { name: string; address: string } {
  if (from.includes('<') || !mail.fromName) return from;
  return { name: mail.fromName, address: from.trim() };
}

export function createMailer(settings: MailSettings, logger: Logger): Mailer {
  const { smtpUrl, outboxDir } = settings;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail(messageOf(settings.from, mail));
        logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(messageOf(settings.from, mail));
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info(
        { to: mail.to, subject: mail.subject, file, firstLine: mail.text.split('\n')[0] },
        'mail written to the outbox',
      );
    },
  };
}

export const MAIL_JOB = 'mail';

/**
 * A mailer whose send only stores the mail as a job (resolving once stored); the queue's workers
 * send it through `transport`, retrying with backoff (MAIL_RETRY) while the mail server fails.
 */
export function queuedMailer(
  queue: JobQueue,
  transport: Mailer,
  logger: Pick<Logger, 'warn'>,
  retry: RetryPolicy = MAIL_RETRY,
): Mailer {
  queue.define<Mail>({
    name: MAIL_JOB,
    retry,
    run: async (mail) => {
      if (mail.discardAfter && Date.parse(mail.discardAfter) <= Date.now()) {
        logger.warn(
          { to: mail.to, subject: mail.subject },
          'mail dropped: what it says expired before it could be sent',
        );
        return;
      }
      await transport.send(mail);
    },
  });
  return { send: (mail) => queue.send(MAIL_JOB, mail) };
}

export class MemoryMailer implements Mailer {
  readonly sent: Mail[] = [];
  async send(mail: Mail): Promise<void> {
    this.sent.push(mail);
  }
  /** The last mail to `to`, if any. */
  lastTo(to: string): Mail | undefined {
    return this.sent.filter((mail) => mail.to === to).at(-1);
  }
}
