import type { LocaleCode } from '@shop/domain/locales';

interface MailText {
  readonly subject: string;
  readonly body: (name: string, link: string) => string;
}

/** The account e-mails in every store's language. */
export const verifyEmailMail: Readonly<Record<LocaleCode, MailText>> = {
  sv: {
    subject: 'Bekräfta ditt konto',
    body: (name, link) =>
      `Hej ${name}!\n\nBekräfta din e-postadress för att aktivera ditt konto:\n${link}\n\nLänken gäller i 48 timmar.`,
  },
  no: {
    subject: 'Bekreft kontoen din',
    body: (name, link) =>
      `Hei ${name}!\n\nBekreft e-postadressen din for å aktivere kontoen:\n${link}\n\nLenken gjelder i 48 timer.`,
  },
  da: {
    subject: 'Bekræft din konto',
    body: (name, link) =>
      `Hej ${name}!\n\nBekræft din e-mailadresse for at aktivere din konto:\n${link}\n\nLinket gælder i 48 timer.`,
  },
  fi: {
    subject: 'Vahvista tilisi',
    body: (name, link) =>
      `Hei ${name}!\n\nVahvista sähköpostiosoitteesi aktivoidaksesi tilin:\n${link}\n\nLinkki on voimassa 48 tuntia.`,
  },
  nl: {
    subject: 'Bevestig je account',
    body: (name, link) =>
      `Hallo ${name},\n\nBevestig je e-mailadres om je account te activeren:\n${link}\n\nDe link is 48 uur geldig.`,
  },
};

export const passwordResetMail: Readonly<Record<LocaleCode, MailText>> = {
  sv: {
    subject: 'Återställ ditt lösenord',
    body: (name, link) =>
      `Hej ${name}!\n\nVälj ett nytt lösenord här:\n${link}\n\nLänken gäller i en timme. Bad du inte om detta kan du bortse från mejlet.`,
  },
  no: {
    subject: 'Tilbakestill passordet ditt',
    body: (name, link) =>
      `Hei ${name}!\n\nVelg et nytt passord her:\n${link}\n\nLenken gjelder i én time. Ba du ikke om dette, kan du se bort fra e-posten.`,
  },
  da: {
    subject: 'Nulstil din adgangskode',
    body: (name, link) =>
      `Hej ${name}!\n\nVælg en ny adgangskode her:\n${link}\n\nLinket gælder i en time. Har du ikke bedt om dette, kan du se bort fra mailen.`,
  },
  fi: {
    subject: 'Palauta salasanasi',
    body: (name, link) =>
      `Hei ${name}!\n\nValitse uusi salasana täällä:\n${link}\n\nLinkki on voimassa tunnin. Jos et pyytänyt tätä, voit jättää viestin huomiotta.`,
  },
  nl: {
    subject: 'Herstel je wachtwoord',
    body: (name, link) =>
      `Hallo ${name},\n\nKies hier een nieuw wachtwoord:\n${link}\n\nDe link is een uur geldig. Heb je dit niet aangevraagd, dan kun je deze e-mail negeren.`,
  },
};

export const loginLinkMail: Readonly<Record<LocaleCode, MailText>> = {
  sv: {
    subject: 'Din inloggningslänk',
    body: (name, link) =>
      `Hej ${name}!\n\nLogga in med den här länken:\n${link}\n\nLänken gäller i 30 minuter och kan användas en gång. Bad du inte om den kan du bortse från mejlet.`,
  },
  no: {
    subject: 'Innloggingslenken din',
    body: (name, link) =>
      `Hei ${name}!\n\nLogg inn med denne lenken:\n${link}\n\nLenken gjelder i 30 minutter og kan brukes én gang. Ba du ikke om den, kan du se bort fra e-posten.`,
  },
  da: {
    subject: 'Dit login-link',
    body: (name, link) =>
      `Hej ${name}!\n\nLog ind med dette link:\n${link}\n\nLinket gælder i 30 minutter og kan bruges én gang. Har du ikke bedt om det, kan du se bort fra mailen.`,
  },
  fi: {
    subject: 'Kirjautumislinkkisi',
    body: (name, link) =>
      `Hei ${name}!\n\nKirjaudu sisään tällä linkillä:\n${link}\n\nLinkki on voimassa 30 minuuttia ja toimii kerran. Jos et pyytänyt sitä, voit jättää viestin huomiotta.`,
  },
  nl: {
    subject: 'Je inloglink',
    body: (name, link) =>
      `Hallo ${name},\n\nLog in met deze link:\n${link}\n\nDe link is 30 minuten geldig en werkt één keer. Heb je hem niet aangevraagd, dan kun je deze e-mail negeren.`,
  },
};
