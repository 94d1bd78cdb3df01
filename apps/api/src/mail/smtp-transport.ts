import { createTransport } from 'nodemailer';

/** One mail as the shop sends it, from the configured sender: plain text, and HTML and files when it has them. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly attachments?: readonly MailFile[];
}

export interface MailFile {
  readonly filename: string;
  readonly content: Buffer;
  readonly contentType: string;
}

/** Hands a mail to a mail server; resolves once the server accepted it, throws otherwise. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer, from `SMTP_URL` (smtp://user:password@host:587 upgrades with STARTTLS
 * when the server offers it; smtps:// is TLS from the start). Short timeouts: a server that does
 * not answer fails this try, and the mail waits in the outbox for the next.
 */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      const info = await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.attachments ? { attachments: message.attachments.map((file) => ({ ...file })) } : {}),
      });
      // A server may accept the message yet refuse its only recipient.
      if (info.rejected.length > 0) throw new Error(`the server refused ${message.to}`);
    },
    close() {
      transporter.close();
    },
  };
}
