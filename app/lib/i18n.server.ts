import { catalogues } from '../i18n/catalogues.server.ts';
import { formatMessage, type Params } from '../../common/message-format.ts';
import { locate } from './locate.ts';

/** The translator for loaders (titles and descriptions for page metadata). */
export function serverT(request: Request) {
  const { store, language } = locate(new URL(request.url));
  const messages = catalogues[language] ?? catalogues.it;
  return (key: string, params?: Params) => formatMessage(messages[key] ?? key, params, store.intlLocale);
}
