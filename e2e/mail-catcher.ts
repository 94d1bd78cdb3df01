import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { startTestSmtpServer } from '@shop/api/testing/smtp-test-server';
import { simpleParser } from 'mailparser';

/*
 * The local SMTP server the end-to-end shop sends its mail to (SMTP_URL in playwright.config.ts),
 * and a small HTTP window on what arrived: GET /mails answers every message, parsed (headers,
 * text and HTML parts, attachments), so a test reads the mail a shopper would get.
 *
 * It also plays the retail tracking provider of the Finnish store (spec 7,
 * RETAIL_TRACKING_URL_FI): POST /retail-tracking with {websiteUUid} answers a visitor id, and
 * GET /retail-tracking/calls answers what the browsers sent.
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

const trackingCalls: unknown[] = [];

/** Spec 7: the provider answers an id the storefront uses as the tracking user id. */
function answerRetailTracking(request: IncomingMessage, response: ServerResponse) {
  const cors = {
    'access-control-allow-origin': request.headers.origin ?? '*',
    'access-control-allow-headers': 'content-type',
    'access-control-allow-methods': 'POST',
  };
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors);
    response.end();
    return;
  }
  let body = '';
  request.on('data', (chunk: Buffer) => {
    body += chunk.toString('utf8');
  });
  request.on('end', () => {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = body;
    }
    trackingCalls.push(parsed);
    response.writeHead(200, { ...cors, 'content-type': 'application/json' });
    response.end(JSON.stringify({ id: `visitor-${trackingCalls.length}` }));
  });
}

createServer((request, response) => {
  if (request.url === '/retail-tracking') {
    answerRetailTracking(request, response);
    return;
  }
  if (request.url === '/retail-tracking/calls') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(trackingCalls));
    return;
  }
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
