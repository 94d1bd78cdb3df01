import type { LocaleCode } from '@shop/domain/locales';

/**
 * The error page must work when nothing else does (the API down, the strings not loaded), so its
 * few texts ship with the storefront in every language. Spec 8 gives the English messages.
 */
export const notFoundMessage = 'This page could not be found';
export const errorPageFailedMessage = 'An error occurred while showing the error page';

interface ErrorTexts {
  readonly notFoundTitle: string;
  readonly errorTitle: string;
  readonly genericClientError: string;
  readonly backHome: string;
  readonly details: string;
}

export const errorTexts: Readonly<Record<LocaleCode, ErrorTexts>> = {
  sv: {
    notFoundTitle: 'Sidan hittades inte',
    errorTitle: 'Något gick fel',
    genericClientError: 'Något gick fel i din webbläsare. Ladda om sidan och försök igen.',
    backHome: 'Till startsidan',
    details: 'Detaljer',
  },
  no: {
    notFoundTitle: 'Siden ble ikke funnet',
    errorTitle: 'Noe gikk galt',
    genericClientError: 'Noe gikk galt i nettleseren din. Last inn siden på nytt og prøv igjen.',
    backHome: 'Til forsiden',
    details: 'Detaljer',
  },
  da: {
    notFoundTitle: 'Siden blev ikke fundet',
    errorTitle: 'Noget gik galt',
    genericClientError: 'Noget gik galt i din browser. Genindlæs siden, og prøv igen.',
    backHome: 'Til forsiden',
    details: 'Detaljer',
  },
  fi: {
    notFoundTitle: 'Sivua ei löytynyt',
    errorTitle: 'Jokin meni vikaan',
    genericClientError: 'Selaimessasi tapahtui virhe. Lataa sivu uudelleen ja yritä uudestaan.',
    backHome: 'Etusivulle',
    details: 'Lisätiedot',
  },
  nl: {
    notFoundTitle: 'Pagina niet gevonden',
    errorTitle: 'Er ging iets mis',
    genericClientError: 'Er ging iets mis in je browser. Laad de pagina opnieuw en probeer het nog eens.',
    backHome: 'Naar de homepage',
    details: 'Details',
  },
};
