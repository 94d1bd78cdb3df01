import type { LocaleCode } from '@shop/domain/locales';
import { asMinor } from '@shop/domain/money';
import { getStore } from '@shop/domain/stores';
import { describe, expect, it } from 'vitest';
import { type OrderMailFacts, type OrderMailKind, orderMailKinds } from '../order-mail-facts.ts';
import { renderOrderMail } from './order-mail.ts';

const m = asMinor;

function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Intl writes amounts and rates with no-break spaces: "1 299 kr" is "1\u00a0299\u00a0kr". */
const shown = (text: string) => text.replaceAll(' ', '\u00a0');

const vatByLocale: Readonly<Record<LocaleCode, OrderMailFacts['order']['vatByRate']>> = {
  sv: [
    { ratePercent: 25, vat: m(55000), total: m(275000) },
    { ratePercent: 6, vat: m(829), total: m(14650) },
  ],
  no: [{ ratePercent: 25, vat: m(57930), total: m(289650) }],
  da: [{ ratePercent: 25, vat: m(57930), total: m(289650) }],
  fi: [{ ratePercent: 25.5, vat: m(58853), total: m(289650) }],
  nl: [{ ratePercent: 21, vat: m(50270), total: m(289650) }],
};

function orderNumberOf(locale: LocaleCode): string {
  return `${getStore(locale).countryCode}100042`;
}

/** An order of two lines with a discount, shipping and a service point, in the store's currency. */
function factsFor(
  kind: OrderMailKind,
  locale: LocaleCode,
  extra: Partial<OrderMailFacts> = {},
): OrderMailFacts {
  const store = getStore(locale);
  const number = orderNumberOf(locale);
  return {
    kind,
    locale,
    currency: store.currency,
    brand: store.brand,
    firstName: 'Alex',
    order: {
      number,
      // 00:30 on 4 March in Stockholm and Amsterdam, 01:30 in Helsinki: still 3 March in UTC.
      placedAt: '2026-03-03T23:30:00Z',
      lines: [
        { name: 'Skärm iPhone 13 OLED', sku: 'IP13-OLED', quantity: 2, total: m(259800) },
        { name: 'Batteri Galaxy S22', sku: 'S22-BAT', quantity: 1, total: m(34950) },
      ],
      vatByRate: vatByLocale[locale],
      totals: { goods: m(294750), discount: m(10000), shipping: m(4900), total: m(289650), vat: m(57930) },
      shippingName: 'PostNord Ombud',
      servicePoint: 'ICA Nära Vasastan, Odengatan 40, 113 51 Stockholm',
      address: ['Alex Andersson', 'Storgatan 1', '111 22 Stockholm'],
      paymentName: 'Faktura',
      delivery: { from: '2026-03-05', to: '2026-03-06' },
    },
    orderUrl: `https://shop.example/${locale}/order/${number}`,
    shipment: {
      carrierName: 'PostNord',
      trackingNumber: 'AB123456789SE',
      trackingUrl: 'https://portal.postnord.com/tracking/details/AB123456789SE',
    },
    cancellation: {
      whole: true,
      lines: [{ name: 'Batteri Galaxy S22', quantity: 1 }],
      refunded: m(34950),
    },
    refund: { amount: m(34950), reason: 'Fel färg levererad' },
    returnFacts: {
      number: `R${number}-1`,
      lines: [{ name: 'Batteri Galaxy S22', quantity: 1 }],
      rejectionReason: 'Batteriet har använts',
      returnAddress: ['Mobildelar Norden AB', 'Returer', 'Hamngatan 12', '111 47 Stockholm'],
    },
    ...extra,
  };
}

const subjects: Readonly<Record<'sv' | 'nl', Readonly<Record<OrderMailKind, string>>>> = {
  sv: {
    order_confirmation: 'Orderbekräftelse SE100042',
    order_shipped: 'Din order SE100042 har skickats',
    order_cancelled: 'Din order SE100042 har avbrutits',
    order_refunded: 'Återbetalning för order SE100042',
    return_approved: 'Din retur för order SE100042 är godkänd',
    return_rejected: 'Din retur för order SE100042 har inte godkänts',
    return_refunded: 'Din retur för order SE100042 är återbetald',
  },
  nl: {
    order_confirmation: 'Orderbevestiging NL100042',
    order_shipped: 'Je bestelling NL100042 is verzonden',
    order_cancelled: 'Je bestelling NL100042 is geannuleerd',
    order_refunded: 'Terugbetaling voor bestelling NL100042',
    return_approved: 'Je retour voor bestelling NL100042 is goedgekeurd',
    return_rejected: 'Je retour voor bestelling NL100042 is afgewezen',
    return_refunded: 'Je retour voor bestelling NL100042 is terugbetaald',
  },
};

const kindsInLanguages = (['sv', 'nl'] as const).flatMap((locale) =>
  orderMailKinds.map((kind) => ({ locale, kind })),
);

describe('every order mail, in the store language', () => {
  it.each(kindsInLanguages)(
    '$kind in $locale: the subject is in the language and names the order',
    ({ locale, kind }) => {
      expect(renderOrderMail(factsFor(kind, locale)).subject).toBe(subjects[locale][kind]);
    },
  );

  it.each(kindsInLanguages)(
    '$kind in $locale: the HTML part is an e-mail-safe document in the store language',
    ({ locale, kind }) => {
      const { html, subject } = renderOrderMail(factsFor(kind, locale));
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(html).toContain(`<html lang="${getStore(locale).iso}">`);
      expect(html).toContain(`<title>${subject}</title>`);
      expect(html).toContain('role="presentation"');
      expect(html).toContain('max-width:600px');
      expect(html).toContain('background-color:#1fbfc0');
      expect(html).not.toMatch(/<img|<script|<link/);
    },
  );

  it.each(kindsInLanguages)(
    '$kind in $locale: both parts greet by first name and link the order page',
    ({ locale, kind }) => {
      const facts = factsFor(kind, locale);
      const { html, text } = renderOrderMail(facts);
      const greeting = locale === 'sv' ? 'Hej Alex!' : 'Hallo Alex,';
      expect(html).toContain(greeting);
      expect(text).toContain(greeting);
      expect(html).toContain(`href="${facts.orderUrl}"`);
      expect(text).toContain(facts.orderUrl);
      expect(text).not.toContain('<');
    },
  );
});

/** What an order confirmation shows, formatted as each store formats it. */
const confirmationShows = {
  sv: {
    date: '2026-03-04',
    lines: [`2 × Skärm iPhone 13 OLED … ${shown('2 598 kr')}`, `1 × Batteri Galaxy S22 … ${shown('350 kr')}`],
    amounts: [
      `Varor: ${shown('2 948 kr')}`,
      `Rabatt: ${shown('−100 kr')}`,
      `Frakt: ${shown('49 kr')}`,
      `Totalt: ${shown('2 897 kr')}`,
    ],
    vat: [
      ['Varav moms 25\u00a0%', shown('550 kr')],
      ['Varav moms 6\u00a0%', shown('8 kr')],
    ],
    delivery: 'Beräknad leverans: 2026-03-05 – 2026-03-06',
    attached: 'Fakturan för din order finns bifogad som PDF.',
  },
  nl: {
    date: '4-3-2026',
    lines: [
      `2 × Skärm iPhone 13 OLED … ${shown('€ 2.598,00')}`,
      `1 × Batteri Galaxy S22 … ${shown('€ 349,50')}`,
    ],
    amounts: [
      `Artikelen: ${shown('€ 2.947,50')}`,
      `Korting: ${shown('€ -100,00')}`,
      `Verzendkosten: ${shown('€ 49,00')}`,
      `Totaal: ${shown('€ 2.896,50')}`,
    ],
    vat: [['Waarvan btw 21%', shown('€ 502,70')]],
    delivery: 'Verwachte levering: 5-3-2026 – 6-3-2026',
    attached: 'De factuur van je bestelling zit als pdf in de bijlage.',
  },
  fi: {
    date: '4.3.2026',
    lines: [
      `2 × Skärm iPhone 13 OLED … ${shown('2 598,00 €')}`,
      `1 × Batteri Galaxy S22 … ${shown('349,50 €')}`,
    ],
    amounts: [
      `Tuotteet: ${shown('2 947,50 €')}`,
      `Alennus: ${shown('−100,00 €')}`,
      `Toimituskulut: ${shown('49,00 €')}`,
      `Yhteensä: ${shown('2 896,50 €')}`,
    ],
    vat: [['Josta ALV 25,5\u00a0%', shown('588,53 €')]],
    delivery: 'Arvioitu toimitus: 5.3.2026 – 6.3.2026',
    attached: 'Tilauksesi lasku on liitteenä PDF-tiedostona.',
  },
} as const;

describe('order confirmation', () => {
  it('is in Finnish for the Finnish store', () => {
    expect(renderOrderMail(factsFor('order_confirmation', 'fi')).subject).toBe('Tilausvahvistus FI100042');
  });

  it.each(['sv', 'nl', 'fi'] as const)(
    '%s: the text part lists the lines, totals and VAT per rate in the store format',
    (locale) => {
      const expected = confirmationShows[locale];
      const { text } = renderOrderMail(factsFor('order_confirmation', locale));
      for (const line of [...expected.lines, ...expected.amounts]) expect(text).toContain(line);
      for (const [label, amount] of expected.vat) expect(text).toContain(`${label}: ${amount}`);
    },
  );

  it.each(['sv', 'nl', 'fi'] as const)(
    '%s: the HTML part shows the same lines, totals and VAT per rate',
    (locale) => {
      const expected = confirmationShows[locale];
      const { html } = renderOrderMail(factsFor('order_confirmation', locale));
      for (const line of expected.lines) {
        const [units, amount] = line.split(' … ') as [string, string];
        expect(html).toContain(units.replace(/^\d+ × /, ''));
        expect(html).toContain(amount);
      }
      for (const amount of expected.amounts) {
        const [label, value] = amount.split(': ') as [string, string];
        expect(html).toMatch(new RegExp(`>${literally(label)}</td><td[^>]*>${literally(value)}</td>`));
      }
      for (const [label, amount] of expected.vat) {
        expect(html).toMatch(new RegExp(`>${literally(label)}</td><td[^>]*>${literally(amount)}</td>`));
      }
      expect(html).toContain('>IP13-OLED<');
    },
  );

  it.each(['sv', 'nl', 'fi'] as const)(
    '%s: the order date is the calendar day in the store time zone',
    (locale) => {
      const { text } = renderOrderMail(factsFor('order_confirmation', locale));
      expect(text).toContain(confirmationShows[locale].date);
    },
  );

  it.each(['sv', 'nl', 'fi'] as const)(
    '%s: delivery, service point, address, payment and the attached invoice are told',
    (locale) => {
      const facts = factsFor('order_confirmation', locale);
      const { html, text } = renderOrderMail(facts);
      for (const part of [html, text]) {
        expect(part).toContain(confirmationShows[locale].delivery.split(': ')[1]);
        expect(part).toContain('PostNord Ombud');
        expect(part).toContain('ICA Nära Vasastan, Odengatan 40, 113 51 Stockholm');
        for (const line of facts.order.address) expect(part).toContain(line);
        expect(part).toContain('Faktura');
        expect(part).toContain(confirmationShows[locale].attached);
      }
      expect(text).toContain(confirmationShows[locale].delivery);
    },
  );

  it('the discount row is shown only when there is a discount', () => {
    const facts = factsFor('order_confirmation', 'sv');
    const withoutDiscount = {
      ...facts,
      order: { ...facts.order, totals: { ...facts.order.totals, discount: m(0) } },
    };
    const { html, text } = renderOrderMail(withoutDiscount);
    expect(text).not.toContain('Rabatt');
    expect(html).not.toContain('Rabatt');
  });

  it('free shipping reads as free, not as 0 kr', () => {
    const facts = factsFor('order_confirmation', 'sv');
    const free = { ...facts, order: { ...facts.order, totals: { ...facts.order.totals, shipping: m(0) } } };
    expect(renderOrderMail(free).text).toContain('Frakt: Gratis');
  });

  it('without a service point or a delivery estimate, those rows are left out', () => {
    const facts = factsFor('order_confirmation', 'sv');
    const plain = { ...facts, order: { ...facts.order, servicePoint: null, delivery: null } };
    const { text } = renderOrderMail(plain);
    expect(text).not.toContain('Utlämningsställe');
    expect(text).not.toContain('Beräknad leverans');
  });

  it('a range of one day is written as that day', () => {
    const facts = factsFor('order_confirmation', 'sv');
    const oneDay = {
      ...facts,
      order: { ...facts.order, delivery: { from: '2026-03-05', to: '2026-03-05' } },
    };
    expect(renderOrderMail(oneDay).text).toContain('Beräknad leverans: 2026-03-05\n');
  });
});

describe('order shipped', () => {
  it.each(['sv', 'nl'] as const)(
    '%s: carrier, tracking number and a button to the tracking page',
    (locale) => {
      const facts = factsFor('order_shipped', locale);
      const { html, text } = renderOrderMail(facts);
      const track = locale === 'sv' ? 'Spåra ditt paket' : 'Volg je pakket';
      for (const part of [html, text]) {
        expect(part).toContain('PostNord');
        expect(part).toContain('AB123456789SE');
      }
      expect(html).toMatch(
        new RegExp(
          `<a href="https://portal\\.postnord\\.com/tracking/details/AB123456789SE"[^>]*>${track}</a>`,
        ),
      );
      expect(text).toContain(`${track}: https://portal.postnord.com/tracking/details/AB123456789SE`);
    },
  );

  it('without a tracking page there is no tracking button, and the order link is the main button', () => {
    const facts = factsFor('order_shipped', 'sv', {
      shipment: { carrierName: 'Citymail', trackingNumber: 'CM-1234', trackingUrl: null },
    });
    const { html, text } = renderOrderMail(facts);
    expect(html).not.toContain('Spåra ditt paket');
    expect(text).not.toContain('Spåra ditt paket');
    expect(text).toContain('Spårningsnummer: CM-1234');
    expect(html).toMatch(
      /background-color:#1fbfc0[^>]*><a href="https:\/\/shop\.example\/sv\/order\/SE100042"/,
    );
  });

  it('a javascript: tracking URL is never linked', () => {
    const facts = factsFor('order_shipped', 'sv', {
      shipment: {
        carrierName: 'PostNord',
        trackingNumber: 'AB1',
        trackingUrl: 'javascript:alert(document.cookie)',
      },
    });
    const { html, text } = renderOrderMail(facts);
    expect(html).not.toContain('javascript:');
    expect(text).not.toContain('javascript:');
    expect(html).not.toContain('Spåra ditt paket');
  });

  it('an order_shipped mail without its shipment is a bug of the caller, not an empty mail', () => {
    const { shipment, ...withoutShipment } = factsFor('order_shipped', 'sv');
    expect(shipment).toBeDefined();
    expect(() => renderOrderMail(withoutShipment)).toThrow(/facts\.shipment/);
  });
});

describe('order cancelled', () => {
  it.each(['sv', 'nl'] as const)(
    '%s: the whole order, its lines with quantities and what will be refunded',
    (locale) => {
      const { html, text } = renderOrderMail(factsFor('order_cancelled', locale));
      const refund =
        locale === 'sv'
          ? `${shown('350 kr')} betalas tillbaka till dig.`
          : `${shown('€ 349,50')} wordt aan je terugbetaald.`;
      expect(text).toContain('1 × Batteri Galaxy S22\n');
      expect(html).toContain('Batteri Galaxy S22');
      expect(text).toContain(refund);
      expect(html).toContain(refund);
    },
  );

  it('some units: the subject says the order changed and the cancelled lines are listed', () => {
    const facts = factsFor('order_cancelled', 'sv', {
      cancellation: {
        whole: false,
        lines: [{ name: 'Skärm iPhone 13 OLED', quantity: 1 }],
        refunded: m(129900),
      },
    });
    const { subject, text } = renderOrderMail(facts);
    expect(subject).toBe('Din order SE100042 har ändrats');
    expect(text).toContain('Avbrutna varor');
    expect(text).toContain('1 × Skärm iPhone 13 OLED');
    expect(text).toContain(`${shown('1 299 kr')} betalas tillbaka till dig.`);
  });

  it('nothing charged (refunded null): no refund is promised', () => {
    const facts = factsFor('order_cancelled', 'sv', {
      cancellation: { whole: true, lines: [{ name: 'Batteri Galaxy S22', quantity: 1 }], refunded: null },
    });
    expect(renderOrderMail(facts).text).not.toContain('betalas tillbaka');
  });
});

describe('order refunded', () => {
  it.each(['sv', 'nl'] as const)('%s: the amount and the reason', (locale) => {
    const { html, text } = renderOrderMail(factsFor('order_refunded', locale));
    const amount = locale === 'sv' ? shown('350 kr') : shown('€ 349,50');
    for (const part of [html, text]) {
      expect(part).toContain(amount);
      expect(part).toContain('Fel färg levererad');
    }
    expect(text).toContain(locale === 'sv' ? 'Orsak: Fel färg levererad' : 'Reden: Fel färg levererad');
  });

  it('without a reason there is no reason row', () => {
    const facts = factsFor('order_refunded', 'sv', { refund: { amount: m(34950), reason: null } });
    expect(renderOrderMail(facts).text).not.toContain('Orsak');
  });
});

describe('returns', () => {
  it.each(['sv', 'nl'] as const)(
    '%s approved: return number, lines and where to send the parcel',
    (locale) => {
      const facts = factsFor('return_approved', locale);
      const { html, text } = renderOrderMail(facts);
      for (const part of [html, text]) {
        expect(part).toContain(`R${orderNumberOf(locale)}-1`);
        expect(part).toContain('Batteri Galaxy S22');
        for (const line of facts.returnFacts?.returnAddress ?? []) expect(part).toContain(line);
      }
      expect(text).toContain('1 × Batteri Galaxy S22');
      expect(text).toContain(
        locale === 'sv' ? 'Skicka paketet till:\nMobildelar Norden AB' : 'Stuur het pakket naar:\n',
      );
    },
  );

  it.each(['sv', 'nl'] as const)(
    '%s rejected: return number, the reason staff gave, and to reply for help',
    (locale) => {
      const { html, text } = renderOrderMail(factsFor('return_rejected', locale));
      const reply = locale === 'sv' ? 'Svara på det här mejlet' : 'Beantwoord deze e-mail';
      for (const part of [html, text]) {
        expect(part).toContain(`R${orderNumberOf(locale)}-1`);
        expect(part).toContain('Batteriet har använts');
        expect(part).toContain(reply);
      }
    },
  );

  it.each(['sv', 'nl'] as const)('%s refunded: return number and the amount refunded', (locale) => {
    const { html, text } = renderOrderMail(factsFor('return_refunded', locale));
    const amount = locale === 'sv' ? shown('350 kr') : shown('€ 349,50');
    for (const part of [html, text]) {
      expect(part).toContain(`R${orderNumberOf(locale)}-1`);
      expect(part).toContain(amount);
    }
  });

  it('a return refund is still mailed when the return itself could not be read', () => {
    const { returnFacts, ...withoutReturn } = factsFor('return_refunded', 'sv');
    expect(returnFacts).toBeDefined();
    const { text } = renderOrderMail(withoutReturn);
    expect(text).toContain(`betalar tillbaka ${shown('350 kr')} till dig`);
    expect(text).not.toContain('Returnummer');
  });
});

describe('shopper- and staff-entered text is data, never markup', () => {
  const attack = '<script>alert("x")</script>';

  it('a <script> in a product name, a name or a reason is escaped in the HTML part', () => {
    const facts = factsFor('order_confirmation', 'sv', { firstName: attack });
    const withAttack = {
      ...facts,
      order: { ...facts.order, lines: [{ name: attack, sku: '<b>', quantity: 1, total: m(100) }] },
    };
    const confirmation = renderOrderMail(withAttack).html;
    const rejected = renderOrderMail(
      factsFor('return_rejected', 'sv', {
        returnFacts: { number: 'R1', lines: [], rejectionReason: attack, returnAddress: [] },
      }),
    ).html;
    for (const html of [confirmation, rejected]) {
      expect(html).not.toContain('<script');
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    }
    expect(confirmation).not.toContain('<b>');
  });

  it('an order URL that is not http(s) gets no link at all', () => {
    const { html, text } = renderOrderMail(
      factsFor('order_refunded', 'sv', { orderUrl: 'javascript:alert(1)' }),
    );
    expect(html).not.toContain('href=');
    expect(text).not.toContain('javascript:');
  });
});
