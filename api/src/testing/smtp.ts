import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One email a test SMTP server accepted (answered 250), with the headers tests read. */
export type CaughtEmail = {
  to: string;
  subject: string;
  messageId: string;
  listUnsubscribe: string;
  listUnsubscribePost: string;
  text: string;
  raw: string;
};

export type TestSmtpServer = {
  url: string;
  /** The emails accepted, in order. */
  accepted: CaughtEmail[];
  /** How the next messages are answered: 'accept' (250), 'refuse' (451, try later), or 'hold' (no answer at all). */
  answer: 'accept' | 'refuse' | 'hold';
  /** Messages received in full but held unanswered (answer 'hold'). */
  held: CaughtEmail[];
  /** Resolves when a message is held. */
  nextHeld(): Promise<CaughtEmail>;
  close(): Promise<void>;
};

/** A header's value, folded lines joined (RFC 5322 §2.2.3). */
function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

function parse(raw: string): CaughtEmail {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  // nodemailer writes long lines quoted-printable: soft breaks end in '='.
  const text = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return {
    to: header(raw, 'To'),
    subject: header(raw, 'Subject'),
    messageId: header(raw, 'Message-ID'),
    listUnsubscribe: header(raw, 'List-Unsubscribe'),
    listUnsubscribePost: header(raw, 'List-Unsubscribe-Post'),
    text,
    raw,
  };
}

/**
 * A real SMTP server on a free loopback port (nodemailer's smtp-server), for the API's email
 * tests: it accepts any sender and recipient without TLS or login, and keeps what it accepted.
 * A test may have it refuse messages, or hold one unanswered, as a server that hangs does.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const waiting: Array<(email: CaughtEmail) => void> = [];
  const state: TestSmtpServer = {
    url: '',
    accepted: [],
    answer: 'accept',
    held: [],
    nextHeld: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // A held connection is not waited for at close.
    closeTimeout: 100,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const email = parse(Buffer.concat(chunks).toString('utf8'));
        if (state.answer === 'refuse') {
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
        } else if (state.answer === 'hold') {
          state.held.push(email);
          waiting.splice(0).forEach((resolve) => resolve(email));
        } else {
          state.accepted.push(email);
          callback();
        }
      });
    },
  });
  // A client that goes away while its message is held is no fault of the test.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return state;
}
