// Outgoing mail (nodemailer). With SMTP_URL it is sent; without, each mail is written to
// ./data/outbox/*.eml and its first line is logged, so a new user can register locally
// (docs/architecture.md section 6). Tests use MemoryMailer and read what was sent.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
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

export function createMailer(settings: MailSettings, logger: Logger): Mailer {
  const { smtpUrl, from, outboxDir } = settings;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
        logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info({ to: mail.to, subject: mail.subject, file, firstLine: mail.text.split('\n')[0] }, 'mail written to the outbox');
    },
  };
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
