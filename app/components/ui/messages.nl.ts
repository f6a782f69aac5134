import type { uiMessagesIt } from './messages.it.ts';
// Dutch texts of the ui/ primitives, to be merged into the storefront catalogue.
import { fallbackNl } from '../../../common/errors/nl.ts';

export const uiMessagesNl: Record<keyof typeof uiMessagesIt, string> = {
  'ui.close': 'Sluiten',
  'ui.back': 'Terug',
  'ui.loading': 'Bezig met laden…',
  'ui.charsLeft': '{count, plural, one {nog # teken} other {nog # tekens}}',
  'ui.charsOver': '{count, plural, one {# teken te veel} other {# tekens te veel}}',
  'ui.select.placeholder': 'Maak een keuze…',
  'ui.select.filter': 'Zoeken…',
  'ui.select.noOptions': 'Geen resultaten',
  'ui.humanCheck.label': 'Ik ben geen robot',
  'ui.humanCheck.noscript': 'Voor de robotcontrole is JavaScript nodig: zet het aan in je browser en laad de pagina opnieuw.',
  'ui.humanCheck.failed': 'De robotcontrole is niet geladen. Laad de pagina opnieuw en probeer het nog eens.',
  'error.modal.title': 'Oeps!',
  'error.modal.ok': 'Begrepen',
  'error.modal.code': 'Foutcode: {code}',
  'error.fallback': fallbackNl,
};
