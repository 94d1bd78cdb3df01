import { createServer } from 'node:http';
import { startTestSmtpServer } from '@shop/api/testing/smtp-test-server';
import { simpleParser } from 'mailparser';

/*
 * The local SMTP server the end-to-end shop sends its mail to (SMTP_URL in playwright.config.ts),
 * and a small HTTP window on what arrived: GET /mails answers every message, parsed (headers,
 * text and HTML parts, attachments), so a test reads the mail a shopper would get.
 */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125);
const httpPort = Number(process.env.E2E_MAIL_PORT ?? 3126);

const smtp = await startTestSmtpServer({ user: 'shop', pass: 'e2e-smtp-secret' }, smtpPort);

async function parsedMails() {
  return Promise.all(
    smtp.received.map(async (mail) => {
      const parsed = await simpleParser(mail.raw);
      return {
        to: mail.to,
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        attachments: parsed.attachments.map((file) => ({
          filename: file.filename ?? '',
          contentType: file.contentType,
          size: file.size,
        })),
      };
    }),
  );
}

createServer((request, response) => {
  if (request.url === '/mails') {
    parsedMails()
      .then((mails) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(mails));
      })
      .catch((error: unknown) => {
        response.writeHead(500);
        response.end(String(error));
      });
    return;
  }
  response.writeHead(request.url === '/healthz' ? 200 : 404, { 'content-type': 'text/plain' });
  response.end(request.url === '/healthz' ? 'ok' : 'not found');
}).listen(httpPort, '127.0.0.1');
