import type { LocaleCode } from '@shop/domain/locales';
import { formatPrice, toMinor } from '@shop/domain/money';
import { StockStatus } from '@shop/domain/stock';
import type { Store } from '@shop/domain/stores';

type Texts = Readonly<Record<LocaleCode, string>>;

/** Spec 4: each stock status has its own text; back-order reads as out of stock. */
const statusTexts: Readonly<Record<string, Texts>> = {
  [StockStatus.InStock]: {
    sv: 'i lager',
    no: 'på lager',
    da: 'på lager',
    fi: 'varastossa',
    nl: 'op voorraad',
  },
  [StockStatus.BackOrderQuick]: {
    sv: 'beställningsvara med snabb leverans',
    no: 'bestillingsvare med rask levering',
    da: 'bestillingsvare med hurtig levering',
    fi: 'tilaustuote, nopea toimitus',
    nl: 'nabestelling, snel geleverd',
  },
  [StockStatus.BackOrderSlow]: {
    sv: 'beställningsvara',
    no: 'bestillingsvare',
    da: 'bestillingsvare',
    fi: 'tilaustuote',
    nl: 'nabestelling',
  },
  [StockStatus.BackOrder]: {
    sv: 'slut i lager',
    no: 'utsolgt',
    da: 'udsolgt',
    fi: 'loppu varastosta',
    nl: 'uitverkocht',
  },
};

const templates = {
  price: {
    sv: 'Priset på {name} har ändrats från {from} till {to}.',
    no: 'Prisen på {name} er endret fra {from} til {to}.',
    da: 'Prisen på {name} er ændret fra {from} til {to}.',
    fi: 'Tuotteen {name} hinta on muuttunut: {from} → {to}.',
    nl: 'De prijs van {name} is gewijzigd van {from} naar {to}.',
  },
  availability: {
    sv: '{name} är nu {status}.',
    no: '{name} er nå {status}.',
    da: '{name} er nu {status}.',
    fi: '{name}: {status}.',
    nl: '{name} is nu {status}.',
  },
  outOfStock: {
    sv: '{name} är slut i lager och kan inte beställas just nu. Ta bort den för att gå vidare.',
    no: '{name} er utsolgt og kan ikke bestilles nå. Fjern den for å gå videre.',
    da: '{name} er udsolgt og kan ikke bestilles lige nu. Fjern den for at gå videre.',
    fi: '{name} on loppu varastosta eikä sitä voi tilata nyt. Poista se jatkaaksesi.',
    nl: '{name} is uitverkocht en kan nu niet besteld worden. Verwijder het om verder te gaan.',
  },
} as const satisfies Readonly<Record<string, Texts>>;

function fill(template: string, values: Readonly<Record<string, string>>): string {
  // A price that ends in a dot ("149 kr." in Danish) ends the sentence too.
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match).replace(/\.\.$/, '.');
}

export function statusText(status: string, locale: LocaleCode): string {
  return statusTexts[status]?.[locale] ?? status;
}

export interface NoticeFacts {
  readonly name: string;
  /** The unit price the shopper saw (major units), if the storefront sent one. */
  readonly seenPrice: number | null;
  /** The unit price now, for the same quantity (major units). */
  readonly price: number;
  readonly seenStatus: string | null;
  readonly status: string;
  readonly orderable: boolean;
}

/**
 * Spec 5: cart_notice, a warning in the store's language when the price or the availability
 * changed since the shopper added the item; null when nothing changed.
 */
export function cartNotice(
  facts: NoticeFacts,
  store: Pick<Store, 'code' | 'iso' | 'currency'>,
): string | null {
  const locale = store.code;
  if (!facts.orderable) return fill(templates.outOfStock[locale], { name: facts.name });
  const notices: string[] = [];
  if (
    facts.seenPrice !== null &&
    toMinor(facts.seenPrice, store.currency) !== toMinor(facts.price, store.currency)
  ) {
    notices.push(
      fill(templates.price[locale], {
        name: facts.name,
        from: formatPrice(toMinor(facts.seenPrice, store.currency), store),
        to: formatPrice(toMinor(facts.price, store.currency), store),
      }),
    );
  }
  if (facts.seenStatus !== null && facts.seenStatus !== facts.status) {
    notices.push(
      fill(templates.availability[locale], { name: facts.name, status: statusText(facts.status, locale) }),
    );
  }
  return notices.length > 0 ? notices.join(' ') : null;
}
