import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';

/** The API's refusal of a basket change, in its own (translated) words: the first error counts. */
export function BasketAlert({ id, errors }: { id: string; errors: ErrorItem[] }) {
  const t = useT();
  const [first] = errors;
  if (!first) return null;
  return (
    <div id={id} className="basket-alert" role="alert">
      <Icon name="alert" size={20} />
      <p>{first.message || t('error.fallback')}</p>
    </div>
  );
}
