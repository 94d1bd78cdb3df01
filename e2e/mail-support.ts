import { expect } from '@playwright/test';

/** A mail as the local SMTP server received it (e2e/mail-catcher.ts). */
export interface CaughtMail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly attachments: readonly { filename: string; contentType: string; size: number }[];
}

function mailUrl(): string {
  const url = process.env.E2E_MAIL_URL;
  if (!url) throw new Error('E2E_MAIL_URL is not set (see e2e/playwright.config.ts)');
  return url;
}

async function caughtMails(): Promise<CaughtMail[]> {
  return (await (await fetch(`${mailUrl()}/mails`)).json()) as CaughtMail[];
}

/** How many mails the catcher holds: pass it to `mailTo` as `after` to wait for a newer one. */
export async function caughtMailCount(): Promise<number> {
  return (await caughtMails()).length;
}

/**
 * The first mail to `address` that matches (among those caught after the first `after`), once the
 * shop has sent it: mail leaves the outbox every second (MAIL_EVERY_SECONDS in playwright.config.ts),
 * so it is waited for.
 */
export async function mailTo(
  address: string,
  matches: (mail: CaughtMail) => boolean,
  after = 0,
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await caughtMails()).slice(after);
        found = mails.find((mail) => mail.to.includes(address) && matches(mail));
        return found !== undefined;
      },
      { message: `a mail to ${address}`, timeout: 20_000 },
    )
    .toBe(true);
  return found as CaughtMail;
}
