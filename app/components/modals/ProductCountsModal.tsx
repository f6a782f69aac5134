import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { CATEGORY_PARAM, TYPE_PARAM } from '../../lib/listing.ts';
import { browserGraphql } from '../../graphql/browser.ts';
import { Modal } from '../ui/Modal.tsx';
import { Loading } from './Loading.tsx';
import { useQueryOnOpen } from './use-query-on-open.ts';
import type { Chosen, CountsProps } from './ProductCounts.tsx';

const COUNTS = browserGraphql(`query ProductCounts($userData: UserData!, $filters: ProductFilters) {
  productCounts(userData: $userData, filters: $filters) {
    totalItems
    categories { slug title count path }
    types { slug title count }
    errors { code message referencedRequestParameter }
  }
}`);

/** The product list with these filters: a category alone has its own page. */
function listHref(listPath: string, chosen: Chosen, categoryPaths: Map<string, string>): string {
  const [only] = chosen.categories;
  if (only && chosen.categories.length === 1 && chosen.types.length === 0) return categoryPaths.get(only) ?? listPath;
  const params = new URLSearchParams([...chosen.categories.map((c) => [CATEGORY_PARAM, c]), ...chosen.types.map((c) => [TYPE_PARAM, c])]);
  return `${listPath}?${params}`;
}

/**
 * The count of products modal (§2, decision 037): how many gift cards each category and each type
 * has with the list's other filters kept, each one a link to the list it counts.
 */
export default function ProductCountsModal({ open, onClose, chosen, listPath, scope }: { open: boolean; onClose: () => void } & CountsProps) {
  const t = useT();
  const filterByTaxonomy = [
    ...(chosen.categories.length ? [{ taxonomy: CATEGORY_PARAM, terms: chosen.categories }] : []),
    ...(chosen.types.length ? [{ taxonomy: TYPE_PARAM, terms: chosen.types }] : []),
  ];
  const { data, failed, retry } = useQueryOnOpen(open, COUNTS, { filters: { filterByTaxonomy } });
  const counts = data?.productCounts;
  const categoryPaths = new Map((counts?.categories ?? []).map((c) => [c.slug, c.path ?? listPath]));
  const section = (heading: string, rows: { slug: string; title: string; count: number }[], to: (slug: string) => Chosen) => (
    <section className="counts__section">
      <h3>{heading}</h3>
      <ul className="counts__list">
        {rows
          .filter((r) => r.count > 0)
          .map((r) => (
            <li key={r.slug}>
              <Link to={listHref(listPath, to(r.slug), categoryPaths)} onClick={onClose}>
                <span>{r.title}</span>
                <span className="counts__count">{t('counts.cards', { count: r.count })}</span>
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
  return (
    <Modal open={open} onClose={onClose} title={t('counts.title')} className="counts-modal">
      <Loading failed={failed} errors={counts?.errors} ready={!!counts} retry={retry}>
        {() => (
          <>
            <p className="counts__total">
              <strong>
                {scope
                  ? t('counts.totalIn', { count: counts!.totalItems, scope })
                  : t(filterByTaxonomy.length ? 'counts.totalFiltered' : 'counts.total', { count: counts!.totalItems })}
              </strong>
            </p>
            <p className="modal-intro">{scope ? t('counts.hintIn', { scope }) : t(filterByTaxonomy.length ? 'counts.hintFiltered' : 'counts.hint')}</p>
            <div className="counts">
              {section(t('counts.byCategory'), counts!.categories, (slug) => ({ categories: [slug], types: chosen.types }))}
              {section(t('counts.byType'), counts!.types, (slug) => ({ categories: chosen.categories, types: [slug] }))}
            </div>
          </>
        )}
      </Loading>
    </Modal>
  );
}
