import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { createServer as createTlsServer, TLSSocket } from 'node:tls';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import { countOf, makeApp, makeConfig, makeTempDir } from '../../test/helpers.js';
import { RESET_MAIL_SUBJECT, RESET_REQUESTED } from '../routes/auth.js';
import { createSmtpTransport, SmtpError, type SmtpConfig } from './smtp-transport.js';

const TLS_FIXTURES = resolve(import.meta.dirname, '../../test/fixtures/tls');

type Received = { commands: string[]; auth: { user: string; password: string } | null; from: string | null; to: string[]; data: string | null };

type FakeOptions = {
  /** Mechanisms announced after EHLO. */
  authMechanisms?: string;
  /** A reply replacing the normal one for a command (by its verb, e.g. 'RCPT'). */
  reject?: Partial<Record<string, string>>;
  /** Never answer the greeting. */
  silent?: boolean;
  /** A certificate: offer STARTTLS, or (implicit) speak TLS from the start. */
  tls?: { key: string; cert: string; implicit?: boolean };
};

/** Just enough SMTP on 127.0.0.1: 220, EHLO with AUTH, 235, 250s, 354 for DATA, 221. */
async function startFakeSmtp(options: FakeOptions = {}): Promise<{ port: number; sessions: Received[]; close: () => Promise<void> }> {
  const sessions: Received[] = [];
  const sockets = new Set<Socket>();
  const handler = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const session: Received = { commands: [], auth: null, from: null, to: [], data: null };
    sessions.push(session);
    let buffer = '';
    let mode: 'command' | 'data' | 'login-user' | 'login-password' = 'command';
    let dataLines: string[] = [];
    let loginUser = '';
    let stream: Socket = socket;
    const send = (line: string) => stream.write(`${line}\r\n`);
    const decode = (value: string) => Buffer.from(value, 'base64').toString('utf8');
    if (!options.silent) send('220 fake.smtp.test ESMTP ready');
    const onData = (chunk: string) => {
      buffer += chunk;
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (mode === 'data') {
          if (line === '.') {
            session.data = dataLines.join('\r\n');
            mode = 'command';
            send('250 2.0.0 queued');
          } else dataLines.push(line);
          continue;
        }
        if (mode === 'login-user') {
          loginUser = decode(line);
          mode = 'login-password';
          send(`334 ${Buffer.from('Password:').toString('base64')}`);
          continue;
        }
        if (mode === 'login-password') {
          session.auth = { user: loginUser, password: decode(line) };
          mode = 'command';
          send('235 2.7.0 authenticated');
          continue;
        }
        session.commands.push(line);
        const verb = line.split(/[ :]/)[0]!.toUpperCase();
        const rejection = options.reject?.[verb];
        if (rejection) {
          send(rejection);
          continue;
        }
        if (verb === 'EHLO') {
          send('250-fake.smtp.test greets you');
          send('250-8BITMIME');
          if (options.tls && !options.tls.implicit && !(stream instanceof TLSSocket)) send('250-STARTTLS');
          send(`250-AUTH ${options.authMechanisms ?? 'PLAIN LOGIN'}`);
          send('250 SIZE 1000000');
        } else if (verb === 'STARTTLS' && options.tls) {
          send('220 2.0.0 go ahead');
          socket.removeAllListeners('data');
          const secured = new TLSSocket(socket, { isServer: true, key: options.tls.key, cert: options.tls.cert });
          secured.on('error', () => undefined);
          secured.setEncoding('utf8');
          secured.on('data', onData);
          stream = secured;
        } else if (verb === 'AUTH') {
          const [, mechanism, initial] = line.split(' ');
          if (mechanism === 'PLAIN') {
            const [, user, password] = decode(initial!).split('\0');
            session.auth = { user: user!, password: password! };
            send('235 2.7.0 authenticated');
          } else {
            mode = 'login-user';
            send(`334 ${Buffer.from('Username:').toString('base64')}`);
          }
        } else if (verb === 'MAIL') {
          session.from = /<(.*)>/.exec(line)![1]!;
          send('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          session.to.push(/<(.*)>/.exec(line)![1]!);
          send('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          mode = 'data';
          dataLines = [];
          send('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          send('221 2.0.0 bye');
          stream.end();
        } else send('502 5.5.2 Command unrecognized');
      }
    };
    socket.setEncoding('utf8');
    socket.on('data', onData);
  };
  const server: Server = options.tls?.implicit ? createTlsServer({ key: options.tls.key, cert: options.tls.cert }, handler) : createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    sessions,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const smtpConfig = (port: number, overrides: Partial<SmtpConfig> = {}): SmtpConfig => ({
  host: '127.0.0.1',
  port,
  secure: false,
  startTls: false,
  user: 'mailer',
  password: 'p@ss word',
  from: 'scrolldex@example.test',
  ...overrides,
});

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function fake(options: FakeOptions = {}) {
  const server = await startFakeSmtp(options);
  closers.push(server.close);
  return server;
}

describe('createSmtpTransport', () => {
  it('authenticates with AUTH PLAIN and delivers a dot-stuffed message', async () => {
    const server = await fake();
    await createSmtpTransport(smtpConfig(server.port)).send({ to: 'someone@example.com', subject: 'Hi', body: 'line one\n.dotted\nend' });
    const [session] = server.sessions;
    expect(session!.auth).toEqual({ user: 'mailer', password: 'p@ss word' });
    expect(session!.from).toBe('scrolldex@example.test');
    expect(session!.to).toEqual(['someone@example.com']);
    expect(session!.data).toContain('From: scrolldex@example.test\r\nTo: someone@example.com\r\nSubject: Hi\r\n');
    // The server still sees the stuffed dot; it removes it on receipt.
    expect(session!.data!.endsWith('\r\n\r\nline one\r\n..dotted\r\nend')).toBe(true);
  });

  it('uses AUTH LOGIN when the server offers only that, and skips AUTH without a user', async () => {
    const login = await fake({ authMechanisms: 'LOGIN' });
    await createSmtpTransport(smtpConfig(login.port)).send({ to: 'a@example.com', subject: 's', body: 'b' });
    expect(login.sessions[0]!.auth).toEqual({ user: 'mailer', password: 'p@ss word' });

    const open = await fake();
    await createSmtpTransport(smtpConfig(open.port, { user: null, password: null })).send({ to: 'a@example.com', subject: 's', body: 'b' });
    expect(open.sessions[0]!.auth).toBeNull();
    expect(open.sessions[0]!.commands.some((command) => command.startsWith('AUTH'))).toBe(false);
  });

  it('reports a 5xx reply as an error naming the step, never the password', async () => {
    const server = await fake({ reject: { RCPT: '550 5.1.1 no such user' } });
    const sending = createSmtpTransport(smtpConfig(server.port)).send({ to: 'nobody@example.com', subject: 's', body: 'b' });
    await expect(sending).rejects.toThrow(SmtpError);
    const error = (await sending.catch((caught: unknown) => caught)) as SmtpError;
    expect(error.message).toBe('SMTP RCPT TO failed: 550 5.1.1 no such user');
    expect(error.code).toBe(550);
    expect(error.message).not.toContain('p@ss');
    expect(server.sessions[0]!.data).toBeNull();
  });

  it('reports a refused login, a missing STARTTLS, a silent server and a closed port', async () => {
    const refused = await fake({ reject: { AUTH: '535 5.7.8 bad credentials' } });
    await expect(createSmtpTransport(smtpConfig(refused.port)).send({ to: 'a@example.com', subject: 's', body: 'b' })).rejects.toThrow(
      'SMTP AUTH PLAIN failed: 535 5.7.8 bad credentials',
    );

    const plain = await fake();
    await expect(createSmtpTransport(smtpConfig(plain.port, { startTls: true })).send({ to: 'a@example.com', subject: 's', body: 'b' })).rejects.toThrow(
      /does not offer STARTTLS/,
    );

    const silent = await fake({ silent: true });
    await expect(createSmtpTransport(smtpConfig(silent.port), { timeoutMs: 100 }).send({ to: 'a@example.com', subject: 's', body: 'b' })).rejects.toThrow(
      /did not answer within 100 ms/,
    );

    const gone = await startFakeSmtp();
    await gone.close();
    await expect(createSmtpTransport(smtpConfig(gone.port), { timeoutMs: 1000 }).send({ to: 'a@example.com', subject: 's', body: 'b' })).rejects.toThrow(
      /Could not connect/,
    );
  });

  it('upgrades with STARTTLS before authenticating, or speaks implicit TLS', async () => {
    const tls = { key: readFileSync(join(TLS_FIXTURES, 'key.pem'), 'utf8'), cert: readFileSync(join(TLS_FIXTURES, 'cert.pem'), 'utf8') };
    const mail = { to: 'a@example.com', subject: 's', body: 'b' };

    const upgrading = await fake({ tls });
    await createSmtpTransport(smtpConfig(upgrading.port, { startTls: true }), { tls: { ca: tls.cert } }).send(mail);
    const session = upgrading.sessions[0]!;
    expect(session.commands.map((command) => command.split(' ')[0])).toEqual(['EHLO', 'STARTTLS', 'EHLO', 'AUTH', 'MAIL', 'RCPT', 'DATA']);
    expect(session.auth).toEqual({ user: 'mailer', password: 'p@ss word' });

    const implicit = await fake({ tls: { ...tls, implicit: true } });
    await createSmtpTransport(smtpConfig(implicit.port, { secure: true }), { tls: { ca: tls.cert } }).send(mail);
    expect(implicit.sessions[0]!.to).toEqual(['a@example.com']);

    // An untrusted certificate is an error, before any credential is sent.
    const untrusted = await fake({ tls });
    await expect(createSmtpTransport(smtpConfig(untrusted.port, { startTls: true })).send(mail)).rejects.toThrow(/STARTTLS handshake failed/);
    expect(untrusted.sessions[0]!.auth).toBeNull();
  });

  it('refuses line breaks in addresses', async () => {
    const server = await fake();
    await expect(
      createSmtpTransport(smtpConfig(server.port)).send({ to: 'a@example.com\r\nRCPT TO:<b@example.com>', subject: 's', body: 'b' }),
    ).rejects.toThrow(/line breaks/);
  });
});

describe('password reset through SMTP', () => {
  const UI_ORIGIN = 'http://ui.example.test';
  const temp = makeTempDir();
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    temp.remove();
  });

  async function appWith(port: number, dir: string) {
    const app = await makeApp(makeConfig(`${temp.dir}/${dir}`, { uiUrl: UI_ORIGIN, smtp: smtpConfig(port) }));
    apps.push(app);
    const created = await app.inject({
      method: 'POST',
      url: '/auth/create',
      payload: { username: 'resetme', email: 'resetme@example.com', password: 'long-enough-pass' },
    });
    expect(created.statusCode).toBe(201);
    return app;
  }
  const count = (app: FastifyInstance, table: string) => countOf(app, sql`select count(*) as n from ${sql.identifier(table)}`);

  it('sends the reset mail from MAIL_FROM to the account, linking to the UI origin, instead of the outbox', async () => {
    const server = await fake();
    const app = await appWith(server.port, 'ok');
    const response = await app.inject({
      method: 'POST',
      url: '/auth/request-reset',
      payload: { usernameOremail: 'resetme', uiUrl: 'https://evil.example.com' },
    });
    expect(response.json()).toEqual({ message: RESET_REQUESTED });
    // The mail goes out in the background, after the answer.
    await vi.waitFor(() => expect(server.sessions[0]?.data).toBeTruthy(), { timeout: 10_000 });
    const [session] = server.sessions;
    expect(session).toMatchObject({ auth: { user: 'mailer', password: 'p@ss word' }, from: 'scrolldex@example.test', to: ['resetme@example.com'] });
    expect(session!.data).toContain(`Subject: ${RESET_MAIL_SUBJECT}\r\n`);
    expect(session!.data).toMatch(new RegExp(`\\r\\n${UI_ORIGIN.replace(/\./g, '\\.')}/reset-password\\?token=\\S+\\r\\n`));
    expect(session!.data).not.toContain('evil');
    expect(await count(app, 'mail_outbox')).toBe(0);
  });

  it('still answers the confirmation when the server refuses the recipient, keeping the reset token', async () => {
    const server = await fake({ reject: { RCPT: '550 5.1.1 mailbox unavailable' } });
    const app = await appWith(server.port, 'refused');
    const response = await app.inject({ method: 'POST', url: '/auth/request-reset', payload: { usernameOremail: 'resetme@example.com' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RESET_REQUESTED });
    await vi.waitFor(() => expect(server.sessions[0]?.commands.at(-1)).toMatch(/^RCPT TO:/), { timeout: 10_000 });
    expect(server.sessions[0]!.to).toEqual([]);
    expect(await count(app, 'password_resets')).toBe(1);
    expect(await count(app, 'users')).toBe(1);
  });
});
