import { getStore } from '@shop/domain/stores';
import type { RenderedMail } from '../order-mail-facts.ts';
import { actionBlock, type MailContent } from './mail-content.ts';
import { renderMailHtml } from './mail-layout.ts';
import { renderMailText } from './mail-plain-text.ts';

export interface StaffInvitation {
  readonly name: string;
  readonly inviterName: string;
  readonly link: string;
  readonly language: 'en' | 'sv';
}

/** The back office belongs to the company behind every store: it carries the home store's name. */
const backOfficeBrand = getStore('sv').brand;

/** Decision 014: an invitation link works once, for 72 hours. */
const validHours = 72;

interface InvitationTexts {
  readonly lang: string;
  readonly subject: string;
  readonly greeting: (name: string) => string;
  readonly invited: (inviterName: string) => string;
  readonly accept: string;
  readonly validity: string;
  readonly notExpected: string;
  readonly footer: string;
}

const invitationTexts: Readonly<Record<StaffInvitation['language'], InvitationTexts>> = {
  en: {
    lang: 'en',
    subject: `You're invited to the ${backOfficeBrand} back office`,
    greeting: (name) => `Hi ${name},`,
    invited: (inviter) =>
      `${inviter} has invited you to the ${backOfficeBrand} back office. Choose a password to activate your account.`,
    accept: 'Choose your password',
    validity: `The link is valid for ${validHours} hours and can be used once.`,
    notExpected: 'Not expecting this invitation? Then you can ignore this e-mail.',
    footer: `${backOfficeBrand} back office`,
  },
  sv: {
    lang: 'sv',
    subject: `Du är inbjuden till ${backOfficeBrand}s back office`,
    greeting: (name) => `Hej ${name}!`,
    invited: (inviter) =>
      `${inviter} har bjudit in dig till ${backOfficeBrand}s back office. Välj ett lösenord för att aktivera ditt konto.`,
    accept: 'Välj ditt lösenord',
    validity: `Länken gäller i ${validHours} timmar och kan användas en gång.`,
    notExpected: 'Väntade du dig inte den här inbjudan? Då kan du bortse från mejlet.',
    footer: `${backOfficeBrand}s back office`,
  },
};

/** The mail that invites a new member of staff to choose a password (English or Swedish). */
export function renderStaffInvitationMail(input: StaffInvitation): RenderedMail {
  const content = invitationContent(input);
  return { subject: content.subject, html: renderMailHtml(content), text: renderMailText(content) };
}

function invitationContent(input: StaffInvitation): MailContent {
  const texts = invitationTexts[input.language];
  return {
    lang: texts.lang,
    subject: texts.subject,
    preheader: texts.invited(input.inviterName),
    brand: backOfficeBrand,
    title: texts.subject,
    blocks: [
      { kind: 'paragraph', text: texts.greeting(input.name) },
      { kind: 'paragraph', text: texts.invited(input.inviterName) },
      ...actionBlock(texts.accept, input.link, 'primary'),
      { kind: 'paragraph', text: texts.validity },
      { kind: 'note', text: texts.notExpected },
    ],
    footer: texts.footer,
  };
}
