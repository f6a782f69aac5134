import { catalogues } from '../i18n/catalogues.server.ts';
import { locate } from './locate.ts';
import { translator } from './translator.ts';

/** The translator for loaders (titles and descriptions for page metadata). */
export function serverT(request: Request) {
  const { store, language } = locate(new URL(request.url));
  const messages = catalogues[language] ?? catalogues.it;
  return translator(messages, language, store.intlLocale);
}
