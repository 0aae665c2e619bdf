// Where the server's mail goes: through SMTP when SMTP_HOST is set
// (smtp-transport.ts), else into the mail_outbox table, which an operator (or a
// relay) reads.
import type { AppDatabase } from '../db/open-database.js';
import { mailOutbox } from '../db/schema.js';

export type Mail = { to: string; subject: string; body: string };

export type MailTransport = { send(mail: Mail): Promise<void> };

export function createOutboxTransport(db: AppDatabase, now: () => number): MailTransport {
  return {
    async send(mail) {
      db.insert(mailOutbox)
        .values({ ...mail, createdAt: new Date(now()) })
        .run();
    },
  };
}
