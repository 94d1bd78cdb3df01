import type { LocaleCode } from '@shop/domain/locales';

/** The texts of one kind of mail; the subject always names the order. */
interface KindTexts {
  readonly subject: (orderNumber: string) => string;
  readonly preheader: string;
  readonly title: string;
}

export interface OrderMailTexts {
  readonly greeting: (firstName: string) => string;
  /** The greeting when the order has no first name. */
  readonly hello: string;
  /** How to reach the shop: the mails come from an address that people answer. */
  readonly askUs: string;
  readonly footer: (brand: string) => string;
  readonly viewOrder: string;
  readonly trackParcel: string;
  readonly labels: {
    readonly orderNumber: string;
    readonly orderDate: string;
    readonly returnNumber: string;
    readonly carrier: string;
    readonly trackingNumber: string;
    readonly yourOrder: string;
    readonly goods: string;
    readonly discount: string;
    readonly shipping: string;
    readonly free: string;
    readonly total: string;
    readonly vatIncluded: (rate: string) => string;
    readonly deliveryAndPayment: string;
    readonly deliveryMethod: string;
    readonly servicePoint: string;
    readonly estimatedDelivery: string;
    readonly deliveryAddress: string;
    readonly payment: string;
    readonly refundedAmount: string;
    readonly reason: string;
  };
  readonly confirmation: KindTexts & { readonly intro: string; readonly invoiceAttached: string };
  readonly shipped: KindTexts & { readonly intro: string };
  readonly cancelled: {
    readonly whole: KindTexts & { readonly intro: string };
    readonly partial: KindTexts & { readonly intro: string };
    readonly items: string;
    readonly refund: (amount: string) => string;
  };
  readonly refunded: KindTexts & { readonly intro: (amount: string) => string };
  readonly returnApproved: KindTexts & {
    readonly intro: string;
    readonly items: string;
    readonly sendTo: string;
  };
  readonly returnRejected: KindTexts & { readonly intro: string };
  readonly returnRefunded: KindTexts & { readonly intro: (amount: string) => string; readonly items: string };
}

/**
 * The order mails in every store's language, in the voice of the shop's other texts: "du" in the
 * Nordic languages, "je" in Dutch (as auth/account-mails.ts), short and friendly.
 */
export const orderMailTexts: Readonly<Record<LocaleCode, OrderMailTexts>> = {
  sv: {
    greeting: (name) => `Hej ${name}!`,
    hello: 'Hej!',
    askUs: 'Har du frågor? Svara på det här mejlet så hjälper vi dig.',
    footer: (brand) => `Du får det här mejlet eftersom du har handlat hos ${brand}.`,
    viewOrder: 'Se din order',
    trackParcel: 'Spåra ditt paket',
    labels: {
      orderNumber: 'Ordernummer',
      orderDate: 'Orderdatum',
      returnNumber: 'Returnummer',
      carrier: 'Transportör',
      trackingNumber: 'Spårningsnummer',
      yourOrder: 'Din order',
      goods: 'Varor',
      discount: 'Rabatt',
      shipping: 'Frakt',
      free: 'Gratis',
      total: 'Totalt',
      vatIncluded: (rate) => `Varav moms ${rate}`,
      deliveryAndPayment: 'Leverans och betalning',
      deliveryMethod: 'Leveranssätt',
      servicePoint: 'Utlämningsställe',
      estimatedDelivery: 'Beräknad leverans',
      deliveryAddress: 'Leveransadress',
      payment: 'Betalsätt',
      refundedAmount: 'Återbetalt belopp',
      reason: 'Orsak',
    },
    confirmation: {
      subject: (number) => `Orderbekräftelse ${number}`,
      preheader: 'Tack för din order! Här är en sammanfattning.',
      title: 'Tack för din order!',
      intro: 'Vi har tagit emot din order och skickar den så snart vi kan. Här är en sammanfattning.',
      invoiceAttached: 'Fakturan för din order finns bifogad som PDF. Spara den som kvitto.',
    },
    shipped: {
      subject: (number) => `Din order ${number} har skickats`,
      preheader: 'Ditt paket är på väg.',
      title: 'Din order är på väg!',
      intro: 'Vi har skickat din order och paketet är på väg till dig.',
    },
    cancelled: {
      whole: {
        subject: (number) => `Din order ${number} har avbrutits`,
        preheader: 'Din order har avbrutits.',
        title: 'Din order har avbrutits',
        intro: 'Vi har avbrutit din order och den kommer inte att skickas.',
      },
      partial: {
        subject: (number) => `Din order ${number} har ändrats`,
        preheader: 'Några varor har tagits bort från din order.',
        title: 'Några varor har tagits bort',
        intro: 'Vi har tagit bort varorna nedan från din order. Resten skickar vi som vanligt.',
      },
      items: 'Avbrutna varor',
      refund: (amount) => `${amount} betalas tillbaka till dig.`,
    },
    refunded: {
      subject: (number) => `Återbetalning för order ${number}`,
      preheader: 'Vi har gjort en återbetalning till dig.',
      title: 'Vi har gjort en återbetalning',
      intro: (amount) => `Vi har betalat tillbaka ${amount} för din order.`,
    },
    returnApproved: {
      subject: (number) => `Din retur för order ${number} är godkänd`,
      preheader: 'Skicka tillbaka varorna till oss.',
      title: 'Din retur är godkänd',
      intro:
        'Vi har godkänt din retur. Packa varorna väl och skicka paketet till adressen nedan. Skriv returnumret på paketet.',
      items: 'Varor att returnera',
      sendTo: 'Skicka paketet till',
    },
    returnRejected: {
      subject: (number) => `Din retur för order ${number} har inte godkänts`,
      preheader: 'Vi kunde tyvärr inte godkänna din retur.',
      title: 'Din retur har inte godkänts',
      intro: 'Tyvärr kan vi inte godkänna din retur.',
    },
    returnRefunded: {
      subject: (number) => `Din retur för order ${number} är återbetald`,
      preheader: 'Vi har tagit emot din retur och betalat tillbaka pengarna.',
      title: 'Din retur är återbetald',
      intro: (amount) => `Vi har tagit emot din retur och betalar tillbaka ${amount} till dig.`,
      items: 'Returnerade varor',
    },
  },
  no: {
    greeting: (name) => `Hei ${name}!`,
    hello: 'Hei!',
    askUs: 'Har du spørsmål? Svar på denne e-posten, så hjelper vi deg.',
    footer: (brand) => `Du får denne e-posten fordi du har handlet hos ${brand}.`,
    viewOrder: 'Se ordren din',
    trackParcel: 'Spor pakken din',
    labels: {
      orderNumber: 'Ordrenummer',
      orderDate: 'Ordredato',
      returnNumber: 'Returnummer',
      carrier: 'Transportør',
      trackingNumber: 'Sporingsnummer',
      yourOrder: 'Ordren din',
      goods: 'Varer',
      discount: 'Rabatt',
      shipping: 'Frakt',
      free: 'Gratis',
      total: 'Totalt',
      vatIncluded: (rate) => `Herav mva. ${rate}`,
      deliveryAndPayment: 'Levering og betaling',
      deliveryMethod: 'Leveringsmåte',
      servicePoint: 'Hentested',
      estimatedDelivery: 'Forventet levering',
      deliveryAddress: 'Leveringsadresse',
      payment: 'Betalingsmåte',
      refundedAmount: 'Tilbakebetalt beløp',
      reason: 'Årsak',
    },
    confirmation: {
      subject: (number) => `Ordrebekreftelse ${number}`,
      preheader: 'Takk for bestillingen! Her er en oppsummering.',
      title: 'Takk for bestillingen!',
      intro: 'Vi har mottatt ordren din og sender den så snart vi kan. Her er en oppsummering.',
      invoiceAttached: 'Fakturaen for ordren ligger vedlagt som PDF. Ta vare på den som kvittering.',
    },
    shipped: {
      subject: (number) => `Ordren din ${number} er sendt`,
      preheader: 'Pakken din er på vei.',
      title: 'Ordren din er på vei!',
      intro: 'Vi har sendt ordren din, og pakken er på vei til deg.',
    },
    cancelled: {
      whole: {
        subject: (number) => `Ordren din ${number} er kansellert`,
        preheader: 'Ordren din er kansellert.',
        title: 'Ordren din er kansellert',
        intro: 'Vi har kansellert ordren din, og den blir ikke sendt.',
      },
      partial: {
        subject: (number) => `Ordren din ${number} er endret`,
        preheader: 'Noen varer er fjernet fra ordren din.',
        title: 'Noen varer er fjernet',
        intro: 'Vi har fjernet varene nedenfor fra ordren din. Resten sender vi som vanlig.',
      },
      items: 'Kansellerte varer',
      refund: (amount) => `${amount} blir betalt tilbake til deg.`,
    },
    refunded: {
      subject: (number) => `Tilbakebetaling for ordre ${number}`,
      preheader: 'Vi har betalt tilbake penger til deg.',
      title: 'Vi har betalt tilbake penger til deg',
      intro: (amount) => `Vi har betalt tilbake ${amount} for ordren din.`,
    },
    returnApproved: {
      subject: (number) => `Returen din for ordre ${number} er godkjent`,
      preheader: 'Send varene tilbake til oss.',
      title: 'Returen din er godkjent',
      intro:
        'Vi har godkjent returen din. Pakk varene godt inn og send pakken til adressen nedenfor. Skriv returnummeret på pakken.',
      items: 'Varer som skal returneres',
      sendTo: 'Send pakken til',
    },
    returnRejected: {
      subject: (number) => `Returen din for ordre ${number} er ikke godkjent`,
      preheader: 'Vi kunne dessverre ikke godkjenne returen din.',
      title: 'Returen din er ikke godkjent',
      intro: 'Vi kan dessverre ikke godkjenne returen din.',
    },
    returnRefunded: {
      subject: (number) => `Returen din for ordre ${number} er tilbakebetalt`,
      preheader: 'Vi har mottatt returen din og betalt tilbake pengene.',
      title: 'Returen din er tilbakebetalt',
      intro: (amount) => `Vi har mottatt returen din og betaler tilbake ${amount} til deg.`,
      items: 'Returnerte varer',
    },
  },
  da: {
    greeting: (name) => `Hej ${name}!`,
    hello: 'Hej!',
    askUs: 'Har du spørgsmål? Svar på denne mail, så hjælper vi dig.',
    footer: (brand) => `Du modtager denne mail, fordi du har handlet hos ${brand}.`,
    viewOrder: 'Se din ordre',
    trackParcel: 'Følg din pakke',
    labels: {
      orderNumber: 'Ordrenummer',
      orderDate: 'Ordredato',
      returnNumber: 'Returnummer',
      carrier: 'Fragtfirma',
      trackingNumber: 'Sporingsnummer',
      yourOrder: 'Din ordre',
      goods: 'Varer',
      discount: 'Rabat',
      shipping: 'Fragt',
      free: 'Gratis',
      total: 'I alt',
      vatIncluded: (rate) => `Heraf moms ${rate}`,
      deliveryAndPayment: 'Levering og betaling',
      deliveryMethod: 'Leveringsmetode',
      servicePoint: 'Udleveringssted',
      estimatedDelivery: 'Forventet levering',
      deliveryAddress: 'Leveringsadresse',
      payment: 'Betalingsmetode',
      refundedAmount: 'Tilbagebetalt beløb',
      reason: 'Årsag',
    },
    confirmation: {
      subject: (number) => `Ordrebekræftelse ${number}`,
      preheader: 'Tak for din ordre! Her er en oversigt.',
      title: 'Tak for din ordre!',
      intro: 'Vi har modtaget din ordre og sender den, så snart vi kan. Her er en oversigt.',
      invoiceAttached: 'Fakturaen for din ordre er vedhæftet som PDF. Gem den som kvittering.',
    },
    shipped: {
      subject: (number) => `Din ordre ${number} er afsendt`,
      preheader: 'Din pakke er på vej.',
      title: 'Din ordre er på vej!',
      intro: 'Vi har sendt din ordre, og pakken er på vej til dig.',
    },
    cancelled: {
      whole: {
        subject: (number) => `Din ordre ${number} er annulleret`,
        preheader: 'Din ordre er annulleret.',
        title: 'Din ordre er annulleret',
        intro: 'Vi har annulleret din ordre, og den bliver ikke sendt.',
      },
      partial: {
        subject: (number) => `Din ordre ${number} er ændret`,
        preheader: 'Nogle varer er fjernet fra din ordre.',
        title: 'Nogle varer er fjernet',
        intro: 'Vi har fjernet varerne herunder fra din ordre. Resten sender vi som normalt.',
      },
      items: 'Annullerede varer',
      refund: (amount) => `${amount} bliver tilbagebetalt til dig.`,
    },
    refunded: {
      subject: (number) => `Tilbagebetaling for ordre ${number}`,
      preheader: 'Vi har tilbagebetalt penge til dig.',
      title: 'Vi har tilbagebetalt penge til dig',
      intro: (amount) => `Vi har tilbagebetalt ${amount} for din ordre.`,
    },
    returnApproved: {
      subject: (number) => `Din returnering for ordre ${number} er godkendt`,
      preheader: 'Send varerne retur til os.',
      title: 'Din returnering er godkendt',
      intro:
        'Vi har godkendt din returnering. Pak varerne godt ind, og send pakken til adressen herunder. Skriv returnummeret på pakken.',
      items: 'Varer, der skal returneres',
      sendTo: 'Send pakken til',
    },
    returnRejected: {
      subject: (number) => `Din returnering for ordre ${number} er ikke godkendt`,
      preheader: 'Vi kunne desværre ikke godkende din returnering.',
      title: 'Din returnering er ikke godkendt',
      intro: 'Vi kan desværre ikke godkende din returnering.',
    },
    returnRefunded: {
      subject: (number) => `Din returnering for ordre ${number} er tilbagebetalt`,
      preheader: 'Vi har modtaget din returnering og tilbagebetalt pengene.',
      title: 'Din returnering er tilbagebetalt',
      intro: (amount) => `Vi har modtaget din returnering og tilbagebetaler ${amount} til dig.`,
      items: 'Returnerede varer',
    },
  },
  fi: {
    greeting: (name) => `Hei ${name}!`,
    hello: 'Hei!',
    askUs: 'Onko sinulla kysyttävää? Vastaa tähän viestiin, niin autamme.',
    footer: (brand) => `Saat tämän viestin, koska olet asioinut ${brand}-verkkokaupassa.`,
    viewOrder: 'Näytä tilaus',
    trackParcel: 'Seuraa pakettia',
    labels: {
      orderNumber: 'Tilausnumero',
      orderDate: 'Tilauspäivä',
      returnNumber: 'Palautusnumero',
      carrier: 'Kuljetusyhtiö',
      trackingNumber: 'Seurantatunnus',
      yourOrder: 'Tilauksesi',
      goods: 'Tuotteet',
      discount: 'Alennus',
      shipping: 'Toimituskulut',
      free: 'Maksuton',
      total: 'Yhteensä',
      vatIncluded: (rate) => `Josta ALV ${rate}`,
      deliveryAndPayment: 'Toimitus ja maksu',
      deliveryMethod: 'Toimitustapa',
      servicePoint: 'Noutopiste',
      estimatedDelivery: 'Arvioitu toimitus',
      deliveryAddress: 'Toimitusosoite',
      payment: 'Maksutapa',
      refundedAmount: 'Palautettu summa',
      reason: 'Syy',
    },
    confirmation: {
      subject: (number) => `Tilausvahvistus ${number}`,
      preheader: 'Kiitos tilauksestasi! Tässä on yhteenveto.',
      title: 'Kiitos tilauksestasi!',
      intro: 'Olemme vastaanottaneet tilauksesi ja lähetämme sen mahdollisimman pian. Tässä on yhteenveto.',
      invoiceAttached: 'Tilauksesi lasku on liitteenä PDF-tiedostona. Säilytä se kuittina.',
    },
    shipped: {
      subject: (number) => `Tilauksesi ${number} on lähetetty`,
      preheader: 'Pakettisi on matkalla.',
      title: 'Tilauksesi on matkalla!',
      intro: 'Olemme lähettäneet tilauksesi, ja paketti on matkalla sinulle.',
    },
    cancelled: {
      whole: {
        subject: (number) => `Tilauksesi ${number} on peruttu`,
        preheader: 'Tilauksesi on peruttu.',
        title: 'Tilauksesi on peruttu',
        intro: 'Olemme peruneet tilauksesi, eikä sitä lähetetä.',
      },
      partial: {
        subject: (number) => `Tilaustasi ${number} on muutettu`,
        preheader: 'Osa tuotteista on poistettu tilauksestasi.',
        title: 'Osa tuotteista on poistettu',
        intro: 'Olemme poistaneet alla olevat tuotteet tilauksestasi. Muut tuotteet lähetämme normaalisti.',
      },
      items: 'Perutut tuotteet',
      refund: (amount) => `Sinulle palautetaan ${amount}.`,
    },
    refunded: {
      subject: (number) => `Hyvitys tilauksesta ${number}`,
      preheader: 'Olemme palauttaneet sinulle rahaa.',
      title: 'Olemme tehneet sinulle hyvityksen',
      intro: (amount) => `Olemme palauttaneet sinulle ${amount} tilauksestasi.`,
    },
    returnApproved: {
      subject: (number) => `Palautuksesi tilauksesta ${number} on hyväksytty`,
      preheader: 'Lähetä tuotteet takaisin meille.',
      title: 'Palautuksesi on hyväksytty',
      intro:
        'Olemme hyväksyneet palautuksesi. Pakkaa tuotteet huolellisesti ja lähetä paketti alla olevaan osoitteeseen. Merkitse palautusnumero pakettiin.',
      items: 'Palautettavat tuotteet',
      sendTo: 'Lähetä paketti osoitteeseen',
    },
    returnRejected: {
      subject: (number) => `Palautustasi tilauksesta ${number} ei hyväksytty`,
      preheader: 'Valitettavasti emme voineet hyväksyä palautustasi.',
      title: 'Palautustasi ei hyväksytty',
      intro: 'Valitettavasti emme voi hyväksyä palautustasi.',
    },
    returnRefunded: {
      subject: (number) => `Palautuksesi tilauksesta ${number} on hyvitetty`,
      preheader: 'Olemme vastaanottaneet palautuksesi ja palauttaneet rahat.',
      title: 'Palautuksesi on hyvitetty',
      intro: (amount) => `Olemme vastaanottaneet palautuksesi ja palautamme sinulle ${amount}.`,
      items: 'Palautetut tuotteet',
    },
  },
  nl: {
    greeting: (name) => `Hallo ${name},`,
    hello: 'Hallo,',
    askUs: 'Vragen? Beantwoord deze e-mail, dan helpen we je graag.',
    footer: (brand) => `Je ontvangt deze e-mail omdat je bij ${brand} hebt besteld.`,
    viewOrder: 'Bekijk je bestelling',
    trackParcel: 'Volg je pakket',
    labels: {
      orderNumber: 'Bestelnummer',
      orderDate: 'Besteldatum',
      returnNumber: 'Retournummer',
      carrier: 'Vervoerder',
      trackingNumber: 'Track & trace-code',
      yourOrder: 'Je bestelling',
      goods: 'Artikelen',
      discount: 'Korting',
      shipping: 'Verzendkosten',
      free: 'Gratis',
      total: 'Totaal',
      vatIncluded: (rate) => `Waarvan btw ${rate}`,
      deliveryAndPayment: 'Bezorging en betaling',
      deliveryMethod: 'Verzendmethode',
      servicePoint: 'Afhaalpunt',
      estimatedDelivery: 'Verwachte levering',
      deliveryAddress: 'Bezorgadres',
      payment: 'Betaalmethode',
      refundedAmount: 'Terugbetaald bedrag',
      reason: 'Reden',
    },
    confirmation: {
      subject: (number) => `Orderbevestiging ${number}`,
      preheader: 'Bedankt voor je bestelling! Hier is een overzicht.',
      title: 'Bedankt voor je bestelling!',
      intro: 'We hebben je bestelling ontvangen en versturen hem zo snel mogelijk. Hier is een overzicht.',
      invoiceAttached: 'De factuur van je bestelling zit als pdf in de bijlage. Bewaar hem als betaalbewijs.',
    },
    shipped: {
      subject: (number) => `Je bestelling ${number} is verzonden`,
      preheader: 'Je pakket is onderweg.',
      title: 'Je bestelling is onderweg!',
      intro: 'We hebben je bestelling verzonden en het pakket is onderweg naar je.',
    },
    cancelled: {
      whole: {
        subject: (number) => `Je bestelling ${number} is geannuleerd`,
        preheader: 'Je bestelling is geannuleerd.',
        title: 'Je bestelling is geannuleerd',
        intro: 'We hebben je bestelling geannuleerd. Er wordt niets verzonden.',
      },
      partial: {
        subject: (number) => `Je bestelling ${number} is gewijzigd`,
        preheader: 'Enkele artikelen zijn uit je bestelling gehaald.',
        title: 'Enkele artikelen zijn geannuleerd',
        intro:
          'We hebben de artikelen hieronder uit je bestelling gehaald. De rest versturen we zoals gepland.',
      },
      items: 'Geannuleerde artikelen',
      refund: (amount) => `${amount} wordt aan je terugbetaald.`,
    },
    refunded: {
      subject: (number) => `Terugbetaling voor bestelling ${number}`,
      preheader: 'We hebben een bedrag aan je terugbetaald.',
      title: 'We hebben je geld terugbetaald',
      intro: (amount) => `We hebben ${amount} voor je bestelling aan je terugbetaald.`,
    },
    returnApproved: {
      subject: (number) => `Je retour voor bestelling ${number} is goedgekeurd`,
      preheader: 'Stuur de artikelen naar ons terug.',
      title: 'Je retour is goedgekeurd',
      intro:
        'We hebben je retour goedgekeurd. Verpak de artikelen goed en stuur het pakket naar het adres hieronder. Zet het retournummer op het pakket.',
      items: 'Artikelen om te retourneren',
      sendTo: 'Stuur het pakket naar',
    },
    returnRejected: {
      subject: (number) => `Je retour voor bestelling ${number} is afgewezen`,
      preheader: 'We konden je retour helaas niet goedkeuren.',
      title: 'Je retour is afgewezen',
      intro: 'Helaas kunnen we je retour niet goedkeuren.',
    },
    returnRefunded: {
      subject: (number) => `Je retour voor bestelling ${number} is terugbetaald`,
      preheader: 'We hebben je retour ontvangen en het geld terugbetaald.',
      title: 'Je retour is terugbetaald',
      intro: (amount) => `We hebben je retour ontvangen en betalen ${amount} aan je terug.`,
      items: 'Geretourneerde artikelen',
    },
  },
};
