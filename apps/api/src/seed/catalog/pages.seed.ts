import type { LocaleCode } from '@shop/domain/locales';

export interface PageSeed {
  readonly key: string;
  readonly path: string;
  readonly title: string;
  readonly body: string;
  readonly description: string;
}

/**
 * The content pages of each store (generic catch-all route). The privacy page sits at the store's
 * privacyURL (packages/domain stores).
 */
export const pageSeeds: Readonly<Record<LocaleCode, readonly PageSeed[]>> = {
  sv: [
    {
      key: 'about',
      path: '/om-oss',
      title: 'Om oss',
      description: 'Vi säljer reservdelar och tillbehör till mobiltelefoner sedan 2012.',
      body: '<p>Mobildelar startade 2012 i en liten verkstad i Göteborg. I dag skickar vi reservdelar och tillbehör till tiotusentals kunder och reparationsverkstäder i hela Norden.</p><p>Alla delar testas i vårt lager innan de skickas, och vi hjälper gärna till om du är osäker på vilken del som passar din telefon.</p><p>Mobildelar drivs av Mobildelar Norden AB.</p>',
    },
    {
      key: 'terms',
      path: '/kopvillkor',
      title: 'Köpvillkor',
      description: 'Villkor för köp i vår webbutik.',
      body: '<h2>Avtal</h2><p>Avtalet ingås när du fått vår orderbekräftelse. Alla priser anges i svenska kronor inklusive moms.</p><h2>Ångerrätt</h2><p>Du har {{return_window_days}} dagars ångerrätt från det att du tagit emot varan. Varan ska returneras i oskadat skick.</p><h2>Garanti</h2><p>Reservdelar omfattas av 12 månaders garanti om inget annat anges på produktsidan.</p>',
    },
    {
      key: 'shipping',
      path: '/frakt-och-leverans',
      title: 'Frakt och leverans',
      description: 'Leveranstider och fraktpriser.',
      body: '<p>Beställningar som görs före kl. 15 på vardagar skickas samma dag. Lagervaror levereras normalt inom 1–3 arbetsdagar.</p><p>Fri frakt för beställningar över 499 kr. Du väljer mellan PostNord, Instabox och Budbee i kassan.</p>',
    },
    {
      key: 'returns',
      path: '/returer',
      title: 'Returer',
      description: 'Så returnerar du en vara.',
      body: '<p>Vill du returnera en vara? Anmäl returen under Mina sidor eller via länken i din orderbekräftelse, så får du en returetikett.</p><p>Pengarna betalas tillbaka inom 14 dagar från att vi tagit emot returen.</p>',
    },
    {
      key: 'privacy',
      path: '/integritetspolicy',
      title: 'Integritetspolicy',
      description: 'Hur vi behandlar dina personuppgifter.',
      body: '<p>Vi behandlar dina personuppgifter för att kunna leverera din beställning, ge dig service och uppfylla lagkrav.</p><p>Vi säljer aldrig dina uppgifter. Du kan när som helst begära utdrag, rättelse eller radering genom att kontakta kundservice.</p><p>Cookies för statistik och marknadsföring används bara om du samtyckt till det.</p>',
    },
    {
      key: 'customer-service',
      path: '/kundservice',
      title: 'Kundservice',
      description: 'Kontakta oss.',
      body: '<p>Kundservice har öppet vardagar 9–16. Mejla <a href="mailto:kundservice@mobildelar.example">kundservice@mobildelar.example</a> eller ring 031-123 45 67.</p><p>Ha gärna ditt ordernummer till hands så kan vi hjälpa dig snabbare.</p>',
    },
  ],
  no: [
    {
      key: 'about',
      path: '/om-oss',
      title: 'Om oss',
      description: 'Vi selger reservedeler og tilbehør til mobiltelefoner siden 2012.',
      body: '<p>Mobildeler startet i 2012 i et lite verksted. I dag sender vi reservedeler og tilbehør til titusenvis av kunder og reparasjonsverksteder i hele Norden.</p><p>Alle deler testes på lageret før de sendes, og vi hjelper deg gjerne med å finne riktig del til telefonen din.</p>',
    },
    {
      key: 'terms',
      path: '/kjopsvilkar',
      title: 'Kjøpsvilkår',
      description: 'Vilkår for kjøp i nettbutikken.',
      body: '<h2>Avtale</h2><p>Avtalen inngås når du har mottatt ordrebekreftelsen. Alle priser er i norske kroner inkludert mva.</p><h2>Angrerett</h2><p>Du har {{return_window_days}} dagers angrerett fra du mottok varen.</p><h2>Garanti</h2><p>Reservedeler har 12 måneders garanti hvis ikke annet står på produktsiden.</p>',
    },
    {
      key: 'shipping',
      path: '/frakt-og-levering',
      title: 'Frakt og levering',
      description: 'Leveringstider og fraktpriser.',
      body: '<p>Bestillinger før kl. 15 på hverdager sendes samme dag. Lagervarer leveres normalt innen 1–3 virkedager.</p><p>Fri frakt på bestillinger over 499 kr med Bring, PostNord eller Instabox.</p>',
    },
    {
      key: 'returns',
      path: '/retur',
      title: 'Retur',
      description: 'Slik returnerer du en vare.',
      body: '<p>Meld returen på Min side eller via lenken i ordrebekreftelsen, så får du en returetikett.</p><p>Pengene tilbakebetales innen 14 dager etter at vi har mottatt returen.</p>',
    },
    {
      key: 'privacy',
      path: '/personvern',
      title: 'Personvern',
      description: 'Slik behandler vi personopplysningene dine.',
      body: '<p>Vi behandler personopplysningene dine for å levere bestillingen, gi deg service og oppfylle lovkrav.</p><p>Vi selger aldri opplysningene dine. Du kan når som helst be om innsyn, retting eller sletting.</p>',
    },
    {
      key: 'customer-service',
      path: '/kundeservice',
      title: 'Kundeservice',
      description: 'Kontakt oss.',
      body: '<p>Kundeservice har åpent hverdager 9–16. Send e-post til <a href="mailto:kundeservice@mobildeler.example">kundeservice@mobildeler.example</a>.</p><p>Ha gjerne ordrenummeret klart, så hjelper vi deg raskere.</p>',
    },
  ],
  da: [
    {
      key: 'about',
      path: '/om-os',
      title: 'Om os',
      description: 'Vi sælger reservedele og tilbehør til mobiltelefoner siden 2012.',
      body: '<p>Mobildele startede i 2012 i et lille værksted. I dag sender vi reservedele og tilbehør til titusindvis af kunder og værksteder i hele Norden.</p><p>Alle dele testes på lageret før afsendelse, og vi hjælper gerne med at finde den rette del.</p>',
    },
    {
      key: 'terms',
      path: '/handelsbetingelser',
      title: 'Handelsbetingelser',
      description: 'Betingelser for køb i webshoppen.',
      body: '<h2>Aftale</h2><p>Aftalen indgås, når du har modtaget ordrebekræftelsen. Alle priser er i danske kroner inklusive moms.</p><h2>Fortrydelsesret</h2><p>Du har {{return_window_days}} dages fortrydelsesret fra modtagelsen af varen.</p><h2>Garanti</h2><p>Reservedele har 12 måneders garanti, medmindre andet står på produktsiden.</p>',
    },
    {
      key: 'shipping',
      path: '/fragt-og-levering',
      title: 'Fragt og levering',
      description: 'Leveringstider og fragtpriser.',
      body: '<p>Bestillinger før kl. 15 på hverdage sendes samme dag. Lagervarer leveres normalt inden for 1–3 hverdage.</p><p>Gratis fragt ved køb over 399 kr med PostNord, Bring eller Budbee.</p>',
    },
    {
      key: 'returns',
      path: '/returnering',
      title: 'Returnering',
      description: 'Sådan returnerer du en vare.',
      body: '<p>Anmeld returneringen på Min side eller via linket i ordrebekræftelsen, så får du en returlabel.</p><p>Pengene tilbagebetales senest 14 dage efter, at vi har modtaget varen.</p>',
    },
    {
      key: 'privacy',
      path: '/privatlivspolitik',
      title: 'Privatlivspolitik',
      description: 'Sådan behandler vi dine personoplysninger.',
      body: '<p>Vi behandler dine personoplysninger for at levere din ordre, give dig service og overholde loven.</p><p>Vi sælger aldrig dine oplysninger. Du kan altid bede om indsigt, rettelse eller sletning.</p>',
    },
    {
      key: 'customer-service',
      path: '/kundeservice',
      title: 'Kundeservice',
      description: 'Kontakt os.',
      body: '<p>Kundeservice har åbent hverdage 9–16. Skriv til <a href="mailto:kundeservice@mobildele.example">kundeservice@mobildele.example</a>.</p><p>Hav gerne dit ordrenummer klar, så kan vi hjælpe dig hurtigere.</p>',
    },
  ],
  fi: [
    {
      key: 'about',
      path: '/tietoa-meista',
      title: 'Tietoa meistä',
      description: 'Olemme myyneet puhelinten varaosia ja tarvikkeita vuodesta 2012.',
      body: '<p>Puhelinosat sai alkunsa vuonna 2012 pienestä korjaamosta. Nykyään lähetämme varaosia ja tarvikkeita kymmenille tuhansille asiakkaille ja korjaamoille kaikkialla Pohjoismaissa.</p><p>Kaikki osat testataan varastollamme ennen lähetystä, ja autamme mielellämme oikean osan valinnassa.</p>',
    },
    {
      key: 'terms',
      path: '/toimitusehdot',
      title: 'Toimitusehdot',
      description: 'Verkkokaupan ostoehdot.',
      body: '<h2>Sopimus</h2><p>Sopimus syntyy, kun olet saanut tilausvahvistuksen. Hinnat ovat euroja ja sisältävät arvonlisäveron.</p><h2>Palautusoikeus</h2><p>Sinulla on {{return_window_days}} päivän palautusoikeus tuotteen vastaanottamisesta.</p><h2>Takuu</h2><p>Varaosilla on 12 kuukauden takuu, ellei tuotesivulla toisin mainita.</p>',
    },
    {
      key: 'shipping',
      path: '/toimitus',
      title: 'Toimitus',
      description: 'Toimitusajat ja -hinnat.',
      body: '<p>Arkipäivisin ennen klo 15 tehdyt tilaukset lähtevät samana päivänä. Varastotuotteet toimitetaan yleensä 1–3 arkipäivässä.</p><p>Ilmainen toimitus yli 49 € tilauksiin Postin tai Budbeen kautta.</p>',
    },
    {
      key: 'returns',
      path: '/palautukset',
      title: 'Palautukset',
      description: 'Näin palautat tuotteen.',
      body: '<p>Ilmoita palautuksesta Omat sivut -osiossa tai tilausvahvistuksen linkistä, niin saat palautustarran.</p><p>Rahat palautetaan 14 päivän kuluessa siitä, kun olemme vastaanottaneet palautuksen.</p>',
    },
    {
      key: 'privacy',
      path: '/tietosuoja',
      title: 'Tietosuojaseloste',
      description: 'Näin käsittelemme henkilötietojasi.',
      body: '<p>Käsittelemme henkilötietojasi toimittaaksemme tilauksesi, palvellaksemme sinua ja täyttääksemme lakisääteiset velvoitteet.</p><p>Emme koskaan myy tietojasi. Voit milloin tahansa pyytää tietojesi tarkastamista, korjaamista tai poistamista.</p>',
    },
    {
      key: 'customer-service',
      path: '/asiakaspalvelu',
      title: 'Asiakaspalvelu',
      description: 'Ota yhteyttä.',
      body: '<p>Asiakaspalvelu palvelee arkisin 9–16. Lähetä sähköpostia osoitteeseen <a href="mailto:asiakaspalvelu@puhelinosat.example">asiakaspalvelu@puhelinosat.example</a>.</p><p>Pidäthän tilausnumerosi käden ulottuvilla.</p>',
    },
  ],
  nl: [
    {
      key: 'about',
      path: '/over-ons',
      title: 'Over ons',
      description: 'Wij verkopen sinds 2012 onderdelen en accessoires voor mobiele telefoons.',
      body: '<p>Telefoononderdelen begon in 2012 in een kleine werkplaats. Vandaag versturen we onderdelen en accessoires naar tienduizenden klanten en reparateurs in heel Europa.</p><p>Alle onderdelen worden in ons magazijn getest voordat ze worden verzonden, en we helpen je graag het juiste onderdeel te vinden.</p>',
    },
    {
      key: 'terms',
      path: '/algemene-voorwaarden',
      title: 'Algemene voorwaarden',
      description: 'Voorwaarden voor aankopen in onze webshop.',
      body: '<h2>Overeenkomst</h2><p>De overeenkomst komt tot stand zodra je de orderbevestiging hebt ontvangen. Alle prijzen zijn in euro inclusief btw.</p><h2>Herroepingsrecht</h2><p>Je hebt {{return_window_days}} dagen bedenktijd na ontvangst van het product.</p><h2>Garantie</h2><p>Onderdelen hebben 12 maanden garantie, tenzij anders vermeld op de productpagina.</p>',
    },
    {
      key: 'shipping',
      path: '/verzending',
      title: 'Verzending',
      description: 'Levertijden en verzendkosten.',
      body: '<p>Bestellingen die op werkdagen vóór 15.00 uur worden geplaatst, worden dezelfde dag verzonden. Voorraadartikelen worden meestal binnen 1–3 werkdagen geleverd.</p><p>Gratis verzending vanaf € 49 met Budbee.</p>',
    },
    {
      key: 'returns',
      path: '/retourneren',
      title: 'Retourneren',
      description: 'Zo retourneer je een product.',
      body: '<p>Meld je retour aan via Mijn account of de link in je orderbevestiging, dan ontvang je een retourlabel.</p><p>Het bedrag wordt binnen 14 dagen na ontvangst van de retour terugbetaald.</p>',
    },
    {
      key: 'privacy',
      path: '/privacybeleid',
      title: 'Privacybeleid',
      description: 'Zo gaan wij om met je persoonsgegevens.',
      body: '<p>We verwerken je persoonsgegevens om je bestelling te leveren, je van dienst te zijn en aan wettelijke verplichtingen te voldoen.</p><p>We verkopen je gegevens nooit. Je kunt altijd inzage, correctie of verwijdering aanvragen.</p>',
    },
    {
      key: 'customer-service',
      path: '/klantenservice',
      title: 'Klantenservice',
      description: 'Neem contact met ons op.',
      body: '<p>De klantenservice is op werkdagen bereikbaar van 9.00 tot 16.00 uur. Mail naar <a href="mailto:klantenservice@telefoononderdelen.example">klantenservice@telefoononderdelen.example</a>.</p><p>Houd je ordernummer bij de hand, dan kunnen we je sneller helpen.</p>',
    },
  ],
};

/** Drafts for /page-preview: a reworked about page and a campaign page not yet published. */
export const draftSeeds: Readonly<Record<LocaleCode, readonly PageSeed[]>> = {
  sv: [
    {
      key: 'about-draft',
      path: '/om-oss',
      title: 'Om oss (utkast)',
      description: 'Ny version av Om oss.',
      body: '<p>Vi har vuxit! Nu har vi ett nytt lager som gör att vi kan skicka ännu fler beställningar samma dag.</p>',
    },
    {
      key: 'spring-draft',
      path: '/varkampanj',
      title: 'Vårkampanj',
      description: 'Kommande kampanj.',
      body: '<p>Snart: 20 % på alla batterier under vårkampanjen.</p>',
    },
  ],
  no: [
    {
      key: 'about-draft',
      path: '/om-oss',
      title: 'Om oss (utkast)',
      description: 'Ny versjon av Om oss.',
      body: '<p>Vi har vokst! Nå har vi et nytt lager, så enda flere bestillinger sendes samme dag.</p>',
    },
    {
      key: 'spring-draft',
      path: '/varkampanje',
      title: 'Vårkampanje',
      description: 'Kommende kampanje.',
      body: '<p>Snart: 20 % på alle batterier i vårkampanjen.</p>',
    },
  ],
  da: [
    {
      key: 'about-draft',
      path: '/om-os',
      title: 'Om os (kladde)',
      description: 'Ny version af Om os.',
      body: '<p>Vi er vokset! Nu har vi et nyt lager, så endnu flere ordrer sendes samme dag.</p>',
    },
    {
      key: 'spring-draft',
      path: '/foraarskampagne',
      title: 'Forårskampagne',
      description: 'Kommende kampagne.',
      body: '<p>Snart: 20 % på alle batterier i forårskampagnen.</p>',
    },
  ],
  fi: [
    {
      key: 'about-draft',
      path: '/tietoa-meista',
      title: 'Tietoa meistä (luonnos)',
      description: 'Uusi versio sivusta.',
      body: '<p>Olemme kasvaneet! Uuden varaston ansiosta yhä useampi tilaus lähtee samana päivänä.</p>',
    },
    {
      key: 'spring-draft',
      path: '/kevatkampanja',
      title: 'Kevätkampanja',
      description: 'Tuleva kampanja.',
      body: '<p>Pian: kaikki akut -20 % kevätkampanjassa.</p>',
    },
  ],
  nl: [
    {
      key: 'about-draft',
      path: '/over-ons',
      title: 'Over ons (concept)',
      description: 'Nieuwe versie van Over ons.',
      body: '<p>We zijn gegroeid! Dankzij ons nieuwe magazijn versturen we nog meer bestellingen dezelfde dag.</p>',
    },
    {
      key: 'spring-draft',
      path: '/voorjaarsactie',
      title: 'Voorjaarsactie',
      description: 'Komende actie.',
      body: '<p>Binnenkort: 20% korting op alle batterijen tijdens de voorjaarsactie.</p>',
    },
  ],
};
