// Texts of the validation message keys used by schemas.ts, per locale. Italian is the reference
// storefront's language. Placeholders are ICU-style arguments ({min}, {max}) that the caller
// fills from the params (see firstIssue in schemas.ts and validationMessage below).
// The English texts "Phone number is a required field", "Please enter valid phone number",
// "Country is a required field", "Language is a required field", "Currency is a required field"
// and the Italian "Non sono ammessi emoji", "Le email inserite non corrispondono", "Non conosciamo
// questo numero, ..." and "Scegli un valore di almeno {min} ..." are the spec's own words (§5).

import type { Locale } from '../storefronts.ts';

export type { Locale };

export const locales: readonly Locale[] = ['it', 'en', 'nl'];

const it = {
  'validation.required': 'Questo campo è obbligatorio',
  'validation.invalid': 'Il valore inserito non è valido',
  'validation.tooLong': 'Puoi inserire al massimo {max} caratteri',
  'validation.cardNumberRequired': 'Inserisci il numero della carta',
  'validation.cardNumberInvalid': 'Il numero della carta è composto da 19 cifre',
  'validation.cardNumberUnknown': 'Non conosciamo questo numero, per favore controlla il numero e prova di nuovo.',
  'validation.pinRequired': 'Inserisci il PIN',
  'validation.pinInvalid': 'Il PIN è composto da 6 cifre',
  'validation.blikCodeRequired': 'Inserisci il codice BLIK',
  'validation.blikCodeInvalid': 'Il codice BLIK è composto da 6 cifre',
  'validation.passwordRequired': 'Inserisci la password',
  'validation.passwordTooShort': 'La password deve contenere almeno {min} caratteri',
  'validation.passwordTooLong': 'La password può contenere al massimo {max} caratteri',
  'validation.passwordInvalidCharacters': 'La password può contenere solo lettere latine, cifre e simboli',
  'validation.passwordConfirmRequired': 'Ripeti la password',
  'validation.passwordMismatch': 'Le password inserite non corrispondono',
  'validation.personalNoteRequired': 'Scrivi un messaggio',
  'validation.personalNoteTooLong': 'Il messaggio può contenere al massimo {max} caratteri',
  'validation.emojiNotAllowed': 'Non sono ammessi emoji',
  'validation.firstNameRequired': 'Inserisci il nome',
  'validation.firstNameTooLong': 'Il nome può contenere al massimo {max} caratteri',
  'validation.lastNameRequired': 'Inserisci il cognome',
  'validation.lastNameTooLong': 'Il cognome può contenere al massimo {max} caratteri',
  'validation.emailRequired': "Inserisci l'indirizzo email",
  'validation.emailInvalid': 'Inserisci un indirizzo email valido',
  'validation.emailConfirmRequired': "Ripeti l'indirizzo email",
  'validation.emailMismatch': 'Le email inserite non corrispondono',
  'validation.phoneNumberEmpty': 'Il numero di telefono è un campo obbligatorio',
  'validation.invalidPhoneNumber': 'Inserisci un numero di telefono valido',
  'validation.selectCountryEmptyError': 'Il paese è un campo obbligatorio',
  'validation.languageRequired': 'La lingua è un campo obbligatorio',
  'validation.currencyRequired': 'La valuta è un campo obbligatorio',
  'validation.postcodeRequired': 'Inserisci il CAP',
  'validation.postcodeInvalid': 'Inserisci il CAP nel formato corretto per il paese',
  'validation.streetRequired': 'Inserisci la via',
  'validation.streetTooShort': 'La via deve contenere almeno {min} caratteri',
  'validation.houseNumberRequired': 'Inserisci il numero civico',
  'validation.houseNumberInvalid': 'Il numero civico deve essere un numero intero positivo',
  'validation.companyNameRequired': 'Inserisci la ragione sociale',
  'validation.companyNameTooLong': 'La ragione sociale può contenere al massimo {max} caratteri',
  'validation.chamberOfCommerceRequired': 'Inserisci il numero di iscrizione alla Camera di Commercio',
  'validation.vatNumberRequired': 'Inserisci la partita IVA',
  'validation.referenceRequired': 'Inserisci un riferimento',
  'validation.customPrice': 'Scegli un valore di almeno {min} e al massimo {max} senza decimali',
  'validation.quantityInvalid': 'Scegli una quantità da {min} a {max}',
  'validation.cityRequired': 'Inserisci la città',
  'validation.customerTypeRequired': 'Scegli se ordini come privato o come azienda',
  'validation.paymentMethodRequired': 'Scegli un metodo di pagamento',
  'validation.bankRequired': 'Scegli la tua banca',
  'validation.deliveryDateInvalid': "Scegli una data e un'ora di consegna future, entro un anno",
  'validation.addressRequired': 'Scegli un indirizzo di consegna',
  'validation.termsRequired': 'Accetta i termini e le condizioni per continuare',
} as const;

export type ValidationKey = keyof typeof it;

const en: Record<ValidationKey, string> = {
  'validation.required': 'This field is required',
  'validation.invalid': 'The value entered is not valid',
  'validation.tooLong': 'You can enter at most {max} characters',
  'validation.cardNumberRequired': 'Please enter the card number',
  'validation.cardNumberInvalid': 'The card number has 19 digits',
  'validation.cardNumberUnknown': "We don't recognise this number, please check the number and try again.",
  'validation.pinRequired': 'Please enter the PIN',
  'validation.pinInvalid': 'The PIN has 6 digits',
  'validation.blikCodeRequired': 'Please enter the BLIK code',
  'validation.blikCodeInvalid': 'The BLIK code has 6 digits',
  'validation.passwordRequired': 'Please enter your password',
  'validation.passwordTooShort': 'The password must have at least {min} characters',
  'validation.passwordTooLong': 'The password can have at most {max} characters',
  'validation.passwordInvalidCharacters': 'The password can only contain Latin letters, digits and symbols',
  'validation.passwordConfirmRequired': 'Please repeat the password',
  'validation.passwordMismatch': 'The passwords do not match',
  'validation.personalNoteRequired': 'Please write a message',
  'validation.personalNoteTooLong': 'The message can have at most {max} characters',
  'validation.emojiNotAllowed': 'Emoji are not allowed',
  'validation.firstNameRequired': 'Please enter your first name',
  'validation.firstNameTooLong': 'The first name can have at most {max} characters',
  'validation.lastNameRequired': 'Please enter your last name',
  'validation.lastNameTooLong': 'The last name can have at most {max} characters',
  'validation.emailRequired': 'Please enter your email address',
  'validation.emailInvalid': 'Please enter a valid email address',
  'validation.emailConfirmRequired': 'Please repeat your email address',
  'validation.emailMismatch': 'The email addresses do not match',
  'validation.phoneNumberEmpty': 'Phone number is a required field',
  'validation.invalidPhoneNumber': 'Please enter valid phone number',
  'validation.selectCountryEmptyError': 'Country is a required field',
  'validation.languageRequired': 'Language is a required field',
  'validation.currencyRequired': 'Currency is a required field',
  'validation.postcodeRequired': 'Please enter the postcode',
  'validation.postcodeInvalid': 'Please enter a postcode in the correct format for the country',
  'validation.streetRequired': 'Please enter the street',
  'validation.streetTooShort': 'The street must have at least {min} characters',
  'validation.houseNumberRequired': 'Please enter the house number',
  'validation.houseNumberInvalid': 'The house number must be a positive whole number',
  'validation.companyNameRequired': 'Please enter the company name',
  'validation.companyNameTooLong': 'The company name can have at most {max} characters',
  'validation.chamberOfCommerceRequired': 'Please enter the Chamber of Commerce number',
  'validation.vatNumberRequired': 'Please enter the VAT number',
  'validation.referenceRequired': 'Please enter a reference',
  'validation.customPrice': 'Choose an amount of at least {min} and at most {max} without decimals',
  'validation.quantityInvalid': 'Choose a quantity from {min} to {max}',
  'validation.cityRequired': 'Please enter the city',
  'validation.customerTypeRequired': 'Choose whether you order as a private customer or as a business',
  'validation.paymentMethodRequired': 'Please choose a payment method',
  'validation.bankRequired': 'Please choose your bank',
  'validation.deliveryDateInvalid': 'Choose a delivery date and time in the future, within a year',
  'validation.addressRequired': 'Please choose a delivery address',
  'validation.termsRequired': 'Please accept the terms and conditions to continue',
};

const nl: Record<ValidationKey, string> = {
  'validation.required': 'Dit veld is verplicht',
  'validation.invalid': 'De ingevulde waarde is niet geldig',
  'validation.tooLong': 'Je kunt maximaal {max} tekens invullen',
  'validation.cardNumberRequired': 'Vul het kaartnummer in',
  'validation.cardNumberInvalid': 'Het kaartnummer bestaat uit 19 cijfers',
  'validation.cardNumberUnknown': 'We kennen dit nummer niet, controleer het nummer en probeer het opnieuw.',
  'validation.pinRequired': 'Vul de pincode in',
  'validation.pinInvalid': 'De pincode bestaat uit 6 cijfers',
  'validation.blikCodeRequired': 'Vul de BLIK-code in',
  'validation.blikCodeInvalid': 'De BLIK-code bestaat uit 6 cijfers',
  'validation.passwordRequired': 'Vul je wachtwoord in',
  'validation.passwordTooShort': 'Het wachtwoord moet minimaal {min} tekens bevatten',
  'validation.passwordTooLong': 'Het wachtwoord mag maximaal {max} tekens bevatten',
  'validation.passwordInvalidCharacters': 'Het wachtwoord mag alleen Latijnse letters, cijfers en symbolen bevatten',
  'validation.passwordConfirmRequired': 'Herhaal het wachtwoord',
  'validation.passwordMismatch': 'De wachtwoorden komen niet overeen',
  'validation.personalNoteRequired': 'Schrijf een bericht',
  'validation.personalNoteTooLong': 'Het bericht mag maximaal {max} tekens bevatten',
  'validation.emojiNotAllowed': 'Emoji zijn niet toegestaan',
  'validation.firstNameRequired': 'Vul je voornaam in',
  'validation.firstNameTooLong': 'De voornaam mag maximaal {max} tekens bevatten',
  'validation.lastNameRequired': 'Vul je achternaam in',
  'validation.lastNameTooLong': 'De achternaam mag maximaal {max} tekens bevatten',
  'validation.emailRequired': 'Vul je e-mailadres in',
  'validation.emailInvalid': 'Vul een geldig e-mailadres in',
  'validation.emailConfirmRequired': 'Herhaal je e-mailadres',
  'validation.emailMismatch': 'De e-mailadressen komen niet overeen',
  'validation.phoneNumberEmpty': 'Telefoonnummer is een verplicht veld',
  'validation.invalidPhoneNumber': 'Vul een geldig telefoonnummer in',
  'validation.selectCountryEmptyError': 'Land is een verplicht veld',
  'validation.languageRequired': 'Taal is een verplicht veld',
  'validation.currencyRequired': 'Valuta is een verplicht veld',
  'validation.postcodeRequired': 'Vul de postcode in',
  'validation.postcodeInvalid': 'Vul een postcode in het juiste formaat voor het land in',
  'validation.streetRequired': 'Vul de straat in',
  'validation.streetTooShort': 'De straat moet minimaal {min} tekens bevatten',
  'validation.houseNumberRequired': 'Vul het huisnummer in',
  'validation.houseNumberInvalid': 'Het huisnummer moet een positief geheel getal zijn',
  'validation.companyNameRequired': 'Vul de bedrijfsnaam in',
  'validation.companyNameTooLong': 'De bedrijfsnaam mag maximaal {max} tekens bevatten',
  'validation.chamberOfCommerceRequired': 'Vul het KvK-nummer in',
  'validation.vatNumberRequired': 'Vul het btw-nummer in',
  'validation.referenceRequired': 'Vul een referentie in',
  'validation.customPrice': 'Kies een bedrag van minimaal {min} en maximaal {max} zonder decimalen',
  'validation.quantityInvalid': 'Kies een aantal van {min} tot {max}',
  'validation.cityRequired': 'Vul de plaats in',
  'validation.customerTypeRequired': 'Kies of je bestelt als particulier of als bedrijf',
  'validation.paymentMethodRequired': 'Kies een betaalmethode',
  'validation.bankRequired': 'Kies je bank',
  'validation.deliveryDateInvalid': 'Kies een bezorgdatum en -tijd in de toekomst, binnen een jaar',
  'validation.addressRequired': 'Kies een bezorgadres',
  'validation.termsRequired': 'Accepteer de algemene voorwaarden om verder te gaan',
};

export const validationMessages: Record<Locale, Record<string, string>> = { it, en, nl };

/** Fills {name} placeholders from params; a placeholder without a value is left as it is. */
export function interpolate(template: string, params?: Record<string, unknown>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) && params[name] != null ? String(params[name]) : whole,
  );
}

/** The text of a validation key in a locale; an unknown key gives the generic "invalid" text. */
export function validationMessage(locale: Locale, key: string, params?: Record<string, unknown>): string {
  const catalogue = validationMessages[locale] ?? validationMessages.it;
  const template = Object.hasOwn(catalogue, key) ? catalogue[key] : catalogue['validation.invalid'];
  return interpolate(template, params);
}
