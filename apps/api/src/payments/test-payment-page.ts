import { createHash } from 'node:crypto';
import { type LocaleCode, localeCodes, type StoreDomains } from '@shop/domain/locales';
import { asMinor, formatPrice } from '@shop/domain/money';
import { getStore } from '@shop/domain/stores';
import { signDecision } from './callback-signature.ts';
import type { PaymentPageFacts } from './payment-pages.ts';

type Texts = Readonly<Record<LocaleCode, string>>;

const texts = {
  banner: {
    sv: 'TESTLÄGE: ingen riktig betalning, inga pengar dras.',
    no: 'TESTMODUS: ingen ekte betaling, ingen penger trekkes.',
    da: 'TESTTILSTAND: ingen rigtig betaling, ingen penge trækkes.',
    fi: 'TESTITILA: ei oikeaa maksua, rahaa ei veloiteta.',
    nl: 'TESTMODUS: geen echte betaling, er wordt niets afgeschreven.',
  },
  order: { sv: 'Order', no: 'Ordre', da: 'Ordre', fi: 'Tilaus', nl: 'Bestelling' },
  approve: {
    sv: 'Godkänn betalningen',
    no: 'Godkjenn betalingen',
    da: 'Godkend betalingen',
    fi: 'Hyväksy maksu',
    nl: 'Betaling goedkeuren',
  },
  decline: {
    sv: 'Avvisa betalningen',
    no: 'Avvis betalingen',
    da: 'Afvis betalingen',
    fi: 'Hylkää maksu',
    nl: 'Betaling weigeren',
  },
  decided: {
    sv: 'Betalningen är redan avgjord.',
    no: 'Betalingen er allerede avgjort.',
    da: 'Betalingen er allerede afgjort.',
    fi: 'Maksu on jo käsitelty.',
    nl: 'Over deze betaling is al beslist.',
  },
  back: {
    sv: 'Tillbaka till butiken',
    no: 'Tilbake til butikken',
    da: 'Tilbage til butikken',
    fi: 'Takaisin kauppaan',
    nl: 'Terug naar de winkel',
  },
} as const satisfies Readonly<Record<string, Texts>>;

const providerNames: Readonly<Record<string, string>> = {
  'test-card': 'Test Card Provider',
  'test-pay-later': 'Test Pay Later Provider',
};

const pageStyle = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
.banner{background:#b91c1c;color:#fff;font-weight:700;padding:1rem;text-align:center;font-size:1.1rem}
main{max-width:28rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:.5rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
.actions{display:flex;gap:.75rem}
button{font:inherit;padding:.75rem 1rem;border:0;border-radius:.375rem;cursor:pointer;color:#fff}
.approve{background:#15803d}.decline{background:#52525b}
`;
const pageStyleHash = createHash('sha256').update(pageStyle).digest('base64');

/**
 * The page's own Content-Security-Policy (issue 18): nothing runs, its one <style> element is
 * allowed by its hash, and its forms post only to the shop, whose redirect may land on a store's
 * own domain (the confirmation page): browsers check a form's redirects against form-action too.
 */
export function testPaymentPagePolicy(domains: StoreDomains): string {
  const storeHosts = localeCodes.flatMap((locale) => domains[locale] ?? []);
  return [
    "default-src 'none'",
    `style-src 'sha256-${pageStyleHash}'`,
    "img-src 'self'",
    ["form-action 'self'", ...storeHosts].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The test provider's hosted payment page: what a real provider's sandbox shows, and clearly
 * marked TEST MODE. Approve and Decline post the shopper's decision to the provider.
 */
export function renderTestPaymentPage(facts: PaymentPageFacts, secret: string): string {
  const { session, order, locale } = facts;
  const store = getStore(locale);
  const amount = formatPrice(asMinor(session.amount), store);
  const provider = providerNames[session.provider] ?? session.provider;
  const action = `/api/payments/test/${encodeURIComponent(session.id)}/decision`;
  const button = (decision: 'approve' | 'decline', label: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="decision" value="${decision}"><input type="hidden" name="signature" value="${signDecision(secret, session.id, decision)}"><button type="submit" class="${decision}">${escapeHtml(label)}</button></form>`;
  const body =
    session.status === 'pending'
      ? `<div class="actions">${button('approve', texts.approve[locale])}${button('decline', texts.decline[locale])}</div>`
      : `<p>${escapeHtml(texts.decided[locale])} (${escapeHtml(session.status)})</p><p><a href="/api/payments/test/${encodeURIComponent(session.id)}/return">${escapeHtml(texts.back[locale])}</a></p>`;
  return `<!doctype html>
<html lang="${store.iso}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>TEST MODE – ${escapeHtml(provider)}</title>
<style>${pageStyle}</style>
</head>
<body>
<div class="banner" role="alert">TEST MODE · ${escapeHtml(texts.banner[locale])}</div>
<main>
<h1>${escapeHtml(provider)}</h1>
<p>${escapeHtml(store.brand)} · ${escapeHtml(texts.order[locale])} ${escapeHtml(order.number)}</p>
<p class="amount">${escapeHtml(amount)}</p>
${body}
</main>
</body>
</html>`;
}
