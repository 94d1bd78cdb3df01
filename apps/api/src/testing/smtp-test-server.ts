import { createServer, type Socket } from 'node:net';

/** A mail as a test SMTP server received it: the envelope and the raw message. */
export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly raw: string;
}

export interface TestSmtpServer {
  /** smtp://user:password@127.0.0.1:{port} */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Refuse every message with a 451 (a server that is up but cannot take mail now). */
  refuse(refusing: boolean): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a local port, small enough to read: EHLO, AUTH PLAIN and LOGIN, MAIL,
 * RCPT, DATA, RSET, NOOP, QUIT (RFC 5321). Tests send through it with the shop's own transport
 * and read what arrived, or make it refuse.
 */
export async function startTestSmtpServer(
  credentials = { user: 'shop', pass: 'smtp-secret' },
  port = 0,
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let authenticated = false;
    let envelope: { from: string; to: string[] } | null = null;
    let data: string[] | null = null;
    let login: 'user' | 'pass' | 'plain' | null = null;
    let loginUser = '';

    const checkPlain = (encoded: string) => {
      const [, user, pass] = Buffer.from(encoded, 'base64').toString('utf8').split('\0');
      authenticated = user === credentials.user && pass === credentials.pass;
      reply(authenticated ? '235 2.7.0 Authentication successful' : '535 5.7.8 Authentication failed');
    };

    const handle = (line: string) => {
      if (data) {
        if (line !== '.') {
          data.push(line.startsWith('..') ? line.slice(1) : line);
          return;
        }
        const raw = data.join('\r\n');
        data = null;
        if (refusing) {
          reply('451 4.3.0 Try again later');
        } else if (envelope) {
          received.push({ from: envelope.from, to: envelope.to, raw });
          reply('250 2.0.0 Queued');
        }
        envelope = null;
        return;
      }
      if (login === 'plain') {
        login = null;
        checkPlain(line);
        return;
      }
      if (login === 'user') {
        loginUser = Buffer.from(line, 'base64').toString('utf8');
        login = 'pass';
        reply('334 UGFzc3dvcmQ6');
        return;
      }
      if (login === 'pass') {
        login = null;
        authenticated =
          loginUser === credentials.user && Buffer.from(line, 'base64').toString('utf8') === credentials.pass;
        reply(authenticated ? '235 2.7.0 Authentication successful' : '535 5.7.8 Authentication failed');
        return;
      }
      const [verb = '', ...rest] = line.split(' ');
      const argument = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
          reply('250-test.smtp.local');
          reply('250-AUTH PLAIN LOGIN');
          reply('250 8BITMIME');
          return;
        case 'HELO':
          reply('250 test.smtp.local');
          return;
        case 'AUTH': {
          const [method = '', initial] = argument.split(' ');
          if (method.toUpperCase() === 'PLAIN') {
            if (initial) checkPlain(initial);
            else {
              login = 'plain';
              reply('334 ');
            }
          } else if (method.toUpperCase() === 'LOGIN') {
            login = 'user';
            reply('334 VXNlcm5hbWU6');
          } else reply('504 5.5.4 Unrecognized authentication type');
          return;
        }
        case 'MAIL':
          if (!authenticated) {
            reply('530 5.7.0 Authentication required');
            return;
          }
          envelope = { from: /<([^>]*)>/.exec(argument)?.[1] ?? '', to: [] };
          reply('250 2.1.0 Ok');
          return;
        case 'RCPT':
          envelope?.to.push(/<([^>]*)>/.exec(argument)?.[1] ?? '');
          reply(envelope ? '250 2.1.5 Ok' : '503 5.5.1 MAIL first');
          return;
        case 'DATA':
          if (!envelope || envelope.to.length === 0) {
            reply('503 5.5.1 RCPT first');
            return;
          }
          data = [];
          reply('354 End data with <CR><LF>.<CR><LF>');
          return;
        case 'RSET':
          envelope = null;
          reply('250 2.0.0 Ok');
          return;
        case 'NOOP':
          reply('250 2.0.0 Ok');
          return;
        case 'QUIT':
          reply('221 2.0.0 Bye');
          socket.end();
          return;
        default:
          reply('502 5.5.2 Command not recognized');
      }
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        handle(line);
        end = buffer.indexOf('\r\n');
      }
    });
    socket.on('error', () => socket.destroy());
    reply('220 test.smtp.local ESMTP');
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${bound}`,
    received,
    refuse(value) {
      refusing = value;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The decoded header and text of a received message (quoted-printable, base64 and encoded words). */
export function readMessage(raw: string): { header: (name: string) => string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { header: (name) => decodeWords(headers.get(name.toLowerCase()) ?? ''), text };
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, kind: string, encoded: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(encoded, 'base64').toString('utf8')
        : decodeQuotedPrintable(encoded.replace(/_/g, ' ')),
    );
}
