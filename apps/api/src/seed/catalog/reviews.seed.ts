import { type LocaleCode, storeIds } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { insertBatched } from '../insert-batched.ts';

interface ReviewSeed {
  readonly author: string;
  readonly rating: number;
  readonly body: string;
  /** Days before the seed's "now". */
  readonly daysAgo: number;
}

/**
 * Spec 1: the customer-review widget is per locale and loaded only when configured. The demo
 * configures it in sv, da and fi; no and nl have none, so their pages load nothing of it.
 */
export const reviewWidgetStores: readonly LocaleCode[] = ['sv', 'da', 'fi'];

/** How many of the newest reviews the widget shows. */
const reviewsShown = 6;

const reviewSeeds: Readonly<Partial<Record<LocaleCode, readonly ReviewSeed[]>>> = {
  sv: [
    {
      author: 'Anna L.',
      rating: 5,
      daysAgo: 2,
      body: 'Skärmen till min iPhone kom dagen efter att jag beställde och passade perfekt. Bra instruktionsvideo också!',
    },
    {
      author: 'Jonas P.',
      rating: 5,
      daysAgo: 5,
      body: 'Snabb leverans och bra priser. Batteriet håller som nytt igen.',
    },
    {
      author: 'Maria K.',
      rating: 4,
      daysAgo: 9,
      body: 'Fick fel färg på baksidan först, men kundservice skickade rätt på en gång utan krångel.',
    },
    {
      author: 'Erik S.',
      rating: 5,
      daysAgo: 14,
      body: 'Har köpt delar till hela familjens telefoner här. Alltid välpackat och rätt delar.',
    },
    {
      author: 'Sara N.',
      rating: 4,
      daysAgo: 21,
      body: 'Bra laddkabel, känns stadig. Leveransen tog två dagar till Kiruna.',
    },
    {
      author: 'Oskar B.',
      rating: 5,
      daysAgo: 30,
      body: 'Verktygssatsen var värd varenda krona. Bytte laddporten själv på en kvart.',
    },
    {
      author: 'Lina H.',
      rating: 3,
      daysAgo: 45,
      body: 'Skyddsglaset var okej men lite svårt att få utan bubblor.',
    },
    {
      author: 'Karl W.',
      rating: 5,
      daysAgo: 60,
      body: 'Tydlig information om vilken modell delen passar. Rekommenderas!',
    },
  ],
  da: [
    {
      author: 'Mette J.',
      rating: 5,
      daysAgo: 3,
      body: 'Skærmen passede perfekt, og den kom allerede næste dag. Super service!',
    },
    {
      author: 'Lars H.',
      rating: 4,
      daysAgo: 8,
      body: 'Godt batteri til en fair pris. Pakken var lidt forsinket, men kundeservice svarede hurtigt.',
    },
    {
      author: 'Sofie M.',
      rating: 5,
      daysAgo: 12,
      body: 'Har bestilt tre gange nu. Altid de rigtige dele og god emballage.',
    },
    {
      author: 'Anders K.',
      rating: 5,
      daysAgo: 20,
      body: 'Værktøjssættet gjorde det nemt at skifte bagglasset selv.',
    },
    {
      author: 'Camilla R.',
      rating: 4,
      daysAgo: 33,
      body: 'Fint opladerkabel. Kunne godt have været lidt længere.',
    },
    {
      author: 'Peter N.',
      rating: 5,
      daysAgo: 50,
      body: 'Klar besked om hvilke modeller delen passer til. Anbefales!',
    },
  ],
  fi: [
    {
      author: 'Laura V.',
      rating: 5,
      daysAgo: 1,
      body: 'Näyttö tuli seuraavana päivänä ja sopi täydellisesti. Asennusohje oli selkeä.',
    },
    {
      author: 'Mikko T.',
      rating: 5,
      daysAgo: 6,
      body: 'Nopea toimitus ja hyvät hinnat. Puhelimen akku kestää taas koko päivän.',
    },
    {
      author: 'Johanna K.',
      rating: 4,
      daysAgo: 11,
      body: 'Takakansi oli ensin väärää väriä, mutta asiakaspalvelu lähetti oikean heti.',
    },
    {
      author: 'Antti L.',
      rating: 5,
      daysAgo: 18,
      body: 'Olen tilannut osat koko perheen puhelimiin täältä. Aina hyvin pakattu.',
    },
    {
      author: 'Sanna H.',
      rating: 4,
      daysAgo: 27,
      body: 'Hyvä latauskaapeli, tuntuu kestävältä. Toimitus Ouluun kesti kaksi päivää.',
    },
    {
      author: 'Ville R.',
      rating: 5,
      daysAgo: 40,
      body: 'Työkalusarja oli hintansa arvoinen. Vaihdoin latausportin itse vartissa.',
    },
    {
      author: 'Tiina M.',
      rating: 3,
      daysAgo: 55,
      body: 'Suojalasi oli ihan hyvä, mutta kuplia oli vaikea välttää.',
    },
  ],
};

/** The review-widget rows of the configured stores and their reviews. Runs after seedWidgets. */
export async function seedStoreReviews(db: Kysely<Database>, now: Date): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  await insertBatched(
    db,
    'widgets',
    reviewWidgetStores.map((locale) => ({
      store_id: storeIds[locale],
      slug: 'review-widget',
      content: '',
      data: JSON.stringify({ shown: reviewsShown }),
      hidden: 0,
      status: 'published',
    })),
  );
  const rows = reviewWidgetStores.flatMap((locale) =>
    (reviewSeeds[locale] ?? []).map((review) => ({
      store_id: storeIds[locale],
      author: review.author,
      rating: review.rating,
      body: review.body,
      published_at: new Date(now.getTime() - review.daysAgo * day).toISOString(),
    })),
  );
  await insertBatched(db, 'store_reviews', rows);
}
