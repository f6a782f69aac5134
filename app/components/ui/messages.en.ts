import type { uiMessagesIt } from './messages.it.ts';
// English texts of the ui/ primitives, to be merged into the storefront catalogue.
import { fallbackEn } from '../../../common/errors/en.ts';

export const uiMessagesEn: Record<keyof typeof uiMessagesIt, string> = {
  'ui.close': 'Close',
  'ui.back': 'Back',
  'ui.loading': 'Loading…',
  'ui.charsLeft': '{count, plural, one {# character left} other {# characters left}}',
  'ui.charsOver': '{count, plural, one {# character too many} other {# characters too many}}',
  'ui.select.placeholder': 'Select…',
  'ui.select.filter': 'Search…',
  'ui.select.noOptions': 'No results',
  'ui.humanCheck.label': "I'm not a robot",
  'ui.humanCheck.noscript': 'The human check needs JavaScript: turn it on in your browser and reload the page.',
  'ui.humanCheck.failed': 'The human check did not load. Reload the page and try again.',
  'error.modal.title': 'Oops!',
  'error.modal.ok': 'Got it',
  'error.modal.code': 'Error code: {code}',
  'error.fallback': fallbackEn,
};
