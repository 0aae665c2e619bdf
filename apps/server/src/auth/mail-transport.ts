// Where the server's mail goes: through SMTP when SMTP_HOST is set
// (smtp-transport.ts), else into the mail_outbox table, which an operator (or a
// relay) reads.
import type { AccountStore, Mail } from '../db/stores.js';

export type { Mail } from '../db/stores.js';

export type MailTransport = { send(mail: Mail): Promise<void> };

export function createOutboxTransport(accounts: Pick<AccountStore, 'queueMail'>, now: () => number): MailTransport {
  return { send: (mail) => accounts.queueMail(mail, new Date(now())) };
}
