// Italian texts of the error catalogue: the reference storefront's language (spec §8, §9).
import type { ErrorCode } from './codes.ts';

export const fallbackIt =
  "Ops, qualcosa è andato storto. Stiamo già lavorando per risolvere il problema. Riprova più tardi. Ci scusiamo per l'inconveniente.";

const captcha = 'La verifica di sicurezza non è riuscita. Riprova.';
const alreadyLoggedIn = "Hai già effettuato l'accesso.";
const invalidEmail = 'Inserisci un indirizzo email valido.';

export const errorMessagesIt: Record<ErrorCode, string> = {
  1001: 'Esiste già un account con questo indirizzo email. Accedi o reimposta la password.',
  1002: alreadyLoggedIn,
  1003: 'La password contiene caratteri non ammessi. Usa solo lettere latine, cifre e simboli.',
  1004: 'La password è troppo corta: deve contenere almeno {min} caratteri.',
  1005: "Qualcosa è andato storto durante la creazione dell'account. Riprova più tardi.",
  1101: alreadyLoggedIn,
  1102: captcha,
  1103: invalidEmail,
  1104: 'Non troviamo un account con questo indirizzo email.',
  1105: 'La combinazione di email e password non è corretta.',
  1106: 'Non è stato possibile accedere. Riprova più tardi.',
  1107: 'Troppi tentativi di accesso. Riprova tra qualche minuto oppure reimposta la password.',
  1201: captcha,
  1202: 'La nuova password contiene caratteri non ammessi. Usa solo lettere latine, cifre e simboli.',
  1203: 'Le password inserite non corrispondono.',
  1204: 'La password attuale non è corretta.',
  1205: 'La password deve contenere da {min} a {max} caratteri.',
  1206: 'Accedi per cambiare la password.',
  1301: captcha,
  1302: "Non è stato possibile inviare l'email. Riprova più tardi.",
  1303: invalidEmail,
  1304: 'Non esiste nessun utente con questo indirizzo email.',
  1305: alreadyLoggedIn,
  1306: 'Il link per scegliere una nuova password non è valido o è scaduto. Richiedine uno nuovo.',
  1401: 'Accedi al tuo account per continuare.',
  1402: 'La password non è corretta.',
  // The spec's catalogue names a real brand here and, in its Italian version, says "500 pounds";
  // the shop names no third-party brand and the storefront's currency is the euro (§9).
  2015: "Hai superato il limite di importo per le gift card di terze parti nell'ordine. Il limite è di 500 euro per ordine.",
  2030: "Hai superato il limite di gift card nell'ordine.",
  2031: 'Non è possibile continuare con questa gift card perché al momento è esaurita.',
  2032: 'Non è possibile aggiungere una gift card di prova al carrello.',
  2033: 'Non è possibile completare un carrello con saldo pari a zero.',
  2035: 'Non siamo riusciti a elaborare il tuo pagamento. Prova con un altro metodo di pagamento o contatta la tua banca per maggiori informazioni.',
  2036: 'Sono stati effettuati troppi tentativi. Riprova più tardi o usa un altro metodo di pagamento.',
  2037: 'Si è verificato un errore durante il pagamento. Riprova o scegli un altro metodo di pagamento.',
  2038: 'Il pagamento non è riuscito per due volte. Contatta il fornitore del servizio di pagamento.',
  2039: 'Non possiamo elaborare questo ordine. Contatta il nostro servizio clienti.',
  2040: 'Hai già alcuni ordini in attesa di pagamento. Completa il pagamento di uno di questi, o attendi che scadano, prima di effettuarne un altro.',
  3001: 'Questa carta è già stata aggiunta.',
  3002: 'Questa carta è bloccata.',
  3003: 'Questa carta è scaduta.',
  3004: 'Questa carta non ha più saldo.',
  3005: 'Questa carta non è ancora stata attivata.',
  3006: 'Questa carta non può essere usata qui.',
  3007: 'Non conosciamo questo numero, per favore controlla il numero e prova di nuovo.',
  3008: 'Non è possibile combinare tipi di carta diversi.',
  3009: 'Questa carta appartiene a un altro negozio.',
  3010: 'Mancano i dati del marchio di questa carta. Riprova più tardi.',
  3011: 'Non è stato possibile verificare la carta per un problema di connessione. Riprova più tardi.',
  3012: captcha,
  3013: 'Hai effettuato troppi tentativi. Riprova più tardi.',
  4001: "Non è stato possibile attivare questa carta. Controlla il numero e riprova, o contatta il servizio clienti.",
  4002: 'Questa carta non può essere attivata: il numero non è tra quelli ammessi.',
  4003: invalidEmail,
  9000: fallbackIt,
  9001: 'Non è stato possibile caricare la mappa. Riprova più tardi.',
  9002: 'Il negozio richiesto non esiste.',
  9003: 'Non abbiamo trovato quello che cerchi.',
  9004: 'Alcuni dati non sono validi. Controlla e riprova.',
  9005: 'Troppe richieste in poco tempo. Aspetta un minuto e riprova.',
};
