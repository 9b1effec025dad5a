// What the development mailer wrote (DATA_DIR/outbox, one file per mail): the browser stories read
// the codes people receive by e-mail from there.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The code of the newest mail to `email` that carries one, once the mail job has written it. */
export async function codeFromOutbox(dataDir: string, email: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = existsSync(outbox)
      ? readdirSync(outbox)
          .sort()
          .reverse()
          .map((name) => readFileSync(join(outbox, name), 'utf8'))
          .filter((mail) => mail.includes(email))
      : [];
    const code = mails.map((mail) => mail.match(/(?:verification code is|सत्यापन कोड है:) (\d{6})/)?.[1]).find(Boolean);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code for ${email} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
