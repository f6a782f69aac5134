// Italian texts of the ui/ primitives, to be merged into the storefront catalogue.
import { fallbackIt } from '../../../common/errors/it.ts';

export const uiMessagesIt = {
  'ui.close': 'Chiudi',
  'ui.back': 'Indietro',
  'ui.loading': 'Caricamento in corso…',
  'ui.charsLeft': '{count, plural, one {# carattere rimanente} other {# caratteri rimanenti}}',
  'ui.charsOver': '{count, plural, one {# carattere di troppo} other {# caratteri di troppo}}',
  'ui.select.placeholder': 'Seleziona…',
  'ui.select.filter': 'Cerca…',
  'ui.select.noOptions': 'Nessun risultato',
  'ui.humanCheck.label': 'Non sono un robot',
  'ui.humanCheck.noscript': 'Il controllo anti-robot ha bisogno di JavaScript: attivalo nel browser e ricarica la pagina.',
  'ui.humanCheck.failed': 'Il controllo anti-robot non si è caricato. Ricarica la pagina e riprova.',
  'error.modal.title': 'Ops!',
  'error.modal.ok': 'Ho capito',
  'error.modal.code': 'Codice errore: {code}',
  'error.fallback': fallbackIt,
} satisfies Record<string, string>;
