import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { documentFile } from '../documents/document-file.ts';
import { findInvoiceById } from '../repositories/invoices.repository.ts';
import {
  claimMail,
  listDueMail,
  markMailFailed,
  markMailSent,
} from '../repositories/mail-outbox.repository.ts';
import type { MailFile, MailTransport } from './smtp-transport.ts';

export interface DeliveryLog {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
}

export interface DeliveryDeps {
  readonly db: Kysely<Database>;
  readonly transport: MailTransport;
  readonly log?: DeliveryLog;
  readonly now?: () => Date;
}

const attachmentRefs = z.array(z.object({ kind: z.literal('invoice'), invoice_id: z.number().int() }));

/** The files of a mail, drawn now from the documents as they were issued. */
async function attachmentsOf(db: Kysely<Database>, stored: string | null): Promise<MailFile[]> {
  if (stored === null) return [];
  const files: MailFile[] = [];
  for (const ref of attachmentRefs.parse(JSON.parse(stored))) {
    const invoice = await findInvoiceById(db, ref.invoice_id);
    if (!invoice) throw new Error(`the attached document ${ref.invoice_id} does not exist`);
    files.push(await documentFile(invoice));
  }
  return files;
}

/** How long a sender holds a mail while it talks to the server. */
const claimSeconds = 120;

/** The wait before the next try after `attempts` failed ones: 1, 4, 9 ... minutes, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(attempts * attempts * 60, 3600);
}

export interface DeliveryResult {
  readonly sent: number;
  readonly failed: number;
}

/**
 * Sends the outbox's due mail (decision 009). A mail is marked sent only after the server
 * accepted it; a failure keeps it in the outbox with the reason and a time for the next try,
 * so no mail is lost. Each mail is claimed before it is sent, so two processes never send the
 * same mail at once; one whose process died mid-send goes again when its claim runs out.
 */
export async function deliverOutbox(deps: DeliveryDeps, limit = 20): Promise<DeliveryResult> {
  const now = deps.now ?? (() => new Date());
  let sent = 0;
  let failed = 0;
  for (const id of await listDueMail(deps.db, now().toISOString(), limit)) {
    const at = now();
    const mail = await claimMail(
      deps.db,
      id,
      at.toISOString(),
      new Date(at.getTime() + claimSeconds * 1000).toISOString(),
    );
    if (!mail) continue;
    try {
      const attachments = await attachmentsOf(deps.db, mail.attachments);
      await deps.transport.send({
        to: mail.to_address,
        subject: mail.subject,
        text: mail.body_text,
        ...(mail.body_html ? { html: mail.body_html } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      await markMailSent(deps.db, mail.id, now().toISOString());
      deps.log?.info({ mailId: mail.id, to: mail.to_address, kind: mail.kind }, 'mail sent');
      sent += 1;
    } catch (error: unknown) {
      const reason = error instanceof Error ? error.message : String(error);
      const nextTry = new Date(now().getTime() + retryDelaySeconds(mail.attempts) * 1000).toISOString();
      await markMailFailed(deps.db, mail.id, reason, nextTry);
      deps.log?.warn(
        { mailId: mail.id, to: mail.to_address, attempts: mail.attempts, nextTry, reason },
        'mail not sent: it stays in the outbox',
      );
      failed += 1;
    }
  }
  return { sent, failed };
}

/** Sends the outbox every `everySeconds` until stopped; one round at a time. */
export function startMailSender(deps: DeliveryDeps, everySeconds: number): { stop(): void } {
  let running = false;
  const round = () => {
    if (running) return;
    running = true;
    deliverOutbox(deps)
      .catch((error: unknown) =>
        deps.log?.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'mail round failed',
        ),
      )
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(round, everySeconds * 1000);
  timer.unref();
  round();
  return {
    stop() {
      clearInterval(timer);
      deps.transport.close();
    },
  };
}
