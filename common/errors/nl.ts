// Dutch texts of the error catalogue (the Dutch-language storefront, spec §2).
import type { ErrorCode } from './codes.ts';

export const fallbackNl =
  'Oh oh, er ging iets mis. We werken al aan een oplossing voor dit probleem. Probeer het later opnieuw. Onze excuses voor het ongemak.';

const captcha = 'De beveiligingscontrole is mislukt. Probeer het opnieuw.';
const alreadyLoggedIn = 'Je bent al ingelogd.';
const invalidEmail = 'Vul een geldig e-mailadres in.';

export const errorMessagesNl: Record<ErrorCode, string> = {
  1001: 'Er bestaat al een account met dit e-mailadres. Log in of stel je wachtwoord opnieuw in.',
  1002: alreadyLoggedIn,
  1003: 'Het wachtwoord bevat tekens die niet zijn toegestaan. Gebruik alleen Latijnse letters, cijfers en symbolen.',
  1004: 'Het wachtwoord is te kort: het moet minimaal {min} tekens bevatten.',
  1005: 'Er ging iets mis bij het aanmaken van je account. Probeer het later opnieuw.',
  1101: alreadyLoggedIn,
  1102: captcha,
  1103: invalidEmail,
  1104: 'We kunnen geen account met dit e-mailadres vinden.',
  1105: 'De combinatie van e-mailadres en wachtwoord klopt niet.',
  1106: 'Inloggen is niet gelukt. Probeer het later opnieuw.',
  1201: captcha,
  1202: 'Het nieuwe wachtwoord bevat tekens die niet zijn toegestaan. Gebruik alleen Latijnse letters, cijfers en symbolen.',
  1203: 'De wachtwoorden komen niet overeen.',
  1204: 'Het huidige wachtwoord klopt niet.',
  1205: 'Het wachtwoord moet {min} tot {max} tekens bevatten.',
  1206: 'Log in om je wachtwoord te wijzigen.',
  1301: captcha,
  1302: 'We konden de e-mail niet versturen. Probeer het later opnieuw.',
  1303: invalidEmail,
  1304: 'Er is geen gebruiker met dit e-mailadres.',
  1305: alreadyLoggedIn,
  // No third-party brand is named (see en.ts).
  2015: 'Het maximale bedrag aan cadeaukaarten van derden in de bestelling is overschreden. Het maximum is 500 euro per bestelling.',
  2030: 'Het maximum aantal cadeaukaarten in de bestelling is overschreden.',
  2031: 'Je kunt niet verder met deze cadeaukaart, omdat hij op dit moment niet op voorraad is.',
  2032: 'Een testcadeaukaart kan niet aan de winkelmand worden toegevoegd.',
  2033: 'Een winkelmand met een saldo van nul kan niet worden besteld.',
  2035: 'We konden je betaling niet verwerken. Probeer een andere betaalmethode of neem contact op met je bank voor meer informatie.',
  2036: 'Er zijn te veel pogingen gedaan. Probeer het later opnieuw of gebruik een andere betaalmethode.',
  2037: 'Er ging iets mis met de betaling. Probeer het opnieuw of kies een andere betaalmethode.',
  2038: 'De betaling is twee keer mislukt. Neem contact op met de betaalprovider.',
  2039: 'We kunnen deze bestelling niet verwerken. Neem contact op met onze klantenservice.',
  3001: 'Deze kaart is al toegevoegd.',
  3002: 'Deze kaart is geblokkeerd.',
  3003: 'Deze kaart is verlopen.',
  3004: 'Er staat geen saldo meer op deze kaart.',
  3005: 'Deze kaart is nog niet geactiveerd.',
  3006: 'Deze kaart kan hier niet worden gebruikt.',
  3007: 'We kennen dit nummer niet, controleer het nummer en probeer het opnieuw.',
  3008: 'Verschillende soorten kaarten kunnen niet worden gecombineerd.',
  3009: 'Deze kaart hoort bij een andere winkel.',
  3010: 'De merkgegevens van deze kaart ontbreken. Probeer het later opnieuw.',
  3011: 'We konden de kaart niet controleren door een verbindingsprobleem. Probeer het later opnieuw.',
  3012: captcha,
  3013: 'Te veel pogingen. Probeer het later opnieuw.',
  4001: 'We konden deze kaart niet activeren. Controleer het nummer en probeer het opnieuw, of neem contact op met de klantenservice.',
  4002: 'Deze kaart kan niet worden geactiveerd: het nummer wordt niet geaccepteerd.',
  4003: invalidEmail,
  9000: fallbackNl,
  9001: 'De plattegrond kon niet worden geladen. Probeer het later opnieuw.',
  9002: 'De gevraagde winkel bestaat niet.',
  9003: 'We konden niet vinden wat je zoekt.',
  9004: 'Sommige gegevens zijn niet geldig. Controleer ze en probeer het opnieuw.',
};
