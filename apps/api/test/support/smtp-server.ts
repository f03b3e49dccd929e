/** A real SMTP server (`smtp-server`) on a free port, keeping every message it receives, parsed. */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './api-app.js';

export interface SmtpServer {
  port: number;
  received: ParsedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on a free port that keeps every message it receives, parsed. */
export async function startSmtpServer(): Promise<SmtpServer> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          done();
        })
        .catch((error: Error) => done(error));
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export const addressOf = (mail: ParsedMail): string => {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address ?? '';
};
