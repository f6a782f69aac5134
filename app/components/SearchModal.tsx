import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import type { ResultOf } from '../graphql/index.ts';
import { browserGraphql } from '../graphql/browser.ts';
import { BrowserProductCard } from '../graphql/browser-fragments.ts';
import { browserQuery } from '../lib/graphql-client.ts';
import { track } from '../lib/analytics.ts';
import { listItem, productLists } from '../lib/analytics-items.ts';
import { useListTracking } from '../lib/list-tracking.ts';
import { Icon } from './Icon.tsx';
import { CardImage } from './CardImage.tsx';

export const SEARCH_DEBOUNCE_MS = 200;

const SEARCH = browserGraphql(
  `query Search($userData: UserData!, $inputText: String!) {
  search_v1(userData: $userData, inputText: $inputText) {
    total
    body { groupType items {
      __typename
      ... on Product { ...BrowserProductCard }
      ... on GivingMomentPage { id heroTitle path backgroundColor image { url { href type } alt } }
    } }
    errors { code message }
  }
}`,
  [BrowserProductCard],
);

type Result = ResultOf<typeof SEARCH>['search_v1'];

const SUGGESTIONS = browserGraphql(
  `query SearchSuggestions($userData: UserData!) {
  storeData(userData: $userData) {
    popularTerms { title url }
    popularCoupons { highlighted { title description product { ...BrowserProductCard } } suggestions { ...BrowserProductCard } }
  }
}`,
  [BrowserProductCard],
);
type SearchSuggestions = NonNullable<ResultOf<typeof SUGGESTIONS>['storeData']>;
let suggestions: Promise<SearchSuggestions | null> | null = null;

/** Popular terms and coupons, fetched when the search first opens (they are not in the page). */
function useSuggestions() {
  const [data, setData] = useState<SearchSuggestions | null>(null);
  useEffect(() => {
    suggestions ??= browserQuery(SUGGESTIONS, {})
      .then((d) => d.storeData)
      .catch((e) => {
        suggestions = null;
        throw e;
      });
    suggestions.then(setData).catch(() => undefined);
  }, []);
  return data;
}

function Suggestions() {
  const t = useT();
  const storeData = useSuggestions();
  const tracking = useListTracking(productLists.searchCoupons);
  if (!storeData) return null;
  const coupons = storeData.popularCoupons;
  const highlighted = coupons?.highlighted.product;
  // The highlighted coupon is the list's first item, the suggestions follow it.
  const first = highlighted ? 1 : 0;
  return (
    <div className="search-modal__suggestions">
      <section aria-labelledby="popular-terms">
        <h2 id="popular-terms" className="search-modal__heading">
          {t('search.popularTerms')}
        </h2>
        <ul className="chips">
          {storeData.popularTerms.map(
            (p) =>
              p.url && (
                <li key={p.url}>
                  <Link to={p.url} className="chip">
                    {p.title}
                  </Link>
                </li>
              ),
          )}
        </ul>
      </section>
      {coupons && (
        <section aria-labelledby="popular-coupons">
          <h2 id="popular-coupons" className="search-modal__heading">
            {t('search.popularCoupons')}
          </h2>
          {highlighted && (
            <Link
              to={highlighted.path}
              className="highlight-block"
              ref={tracking.observe(listItem(highlighted, 0, productLists.searchCoupons))}
              onClick={() => tracking.select(listItem(highlighted, 0, productLists.searchCoupons))}
            >
              <CardImage product={highlighted} />
              <span>
                <strong>{coupons.highlighted.title}</strong>
                <span>{coupons.highlighted.description}</span>
              </span>
            </Link>
          )}
          <ul className="search-results">
            {coupons.suggestions.map((p, i) => {
              const item = listItem(p, first + i, productLists.searchCoupons);
              return (
                <li key={p.id} ref={tracking.observe(item)}>
                  <Link to={p.path} onClick={() => tracking.select(item)}>
                    <CardImage product={p} />
                    <span>{p.title}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The full-screen search (§2, §4): debounced 200 ms, spinner, suggestions when empty. */
export default function SearchModal({ initialText, onClose }: { initialText: string; onClose: () => void }) {
  const t = useT();
  const location = useLocation();
  const [text, setText] = useState(initialText);
  const [result, setResult] = useState<Result | null>(null);
  const [loading, setLoading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const first = useRef(location.pathname);
  const tracking = useListTracking(productLists.searchModal);

  useEffect(() => {
    input.current?.focus();
  }, []);
  useEffect(() => {
    if (location.pathname !== first.current) onClose();
  }, [location.pathname, onClose]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('no-scroll');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('no-scroll');
    };
  }, [onClose]);
  useEffect(() => {
    const q = text.trim();
    if (!q) {
      setResult(null);
      setLoading(false);
      return;
    }
    const ctrl = new AbortController();
    setLoading(true);
    const timer = setTimeout(async () => {
      try {
        const data = await browserQuery(SEARCH, { inputText: q }, ctrl.signal);
        setResult(data.search_v1);
        track('search', { search_term: q, results: data.search_v1.total });
      } catch {
        /* aborted or offline: keep the last result */
      }
      if (!ctrl.signal.aborted) setLoading(false);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [text]);

  const items = result?.body.flatMap((g) => g.items) ?? [];
  return (
    <div className="search-modal" role="dialog" aria-modal="true" aria-label={t('search.label')}>
      <div className="search-modal__bar">
        <div className="search-modal__field">
          <Icon name="search" size={20} />
          <input
            ref={input}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            autoComplete="off"
          />
          {loading && <span className="spinner" role="status" aria-label={t('ui.loading')} />}
          {text && (
            <button
              type="button"
              className="icon-button"
              aria-label={t('search.clear')}
              onClick={() => {
                setText('');
                input.current?.focus();
              }}
            >
              <Icon name="close" size={18} />
            </button>
          )}
        </div>
        <button type="button" className="link-button" onClick={onClose}>
          {t('ui.close')}
        </button>
      </div>
      <div className="search-modal__body">
        {!text.trim() && <Suggestions />}
        {text.trim() && result && (
          <>
            <p className="search-modal__count" role="status">
              {t('search.count', { count: result.total })}
            </p>
            {items.length === 0 ? (
              <p className="search-modal__empty">{t('search.noResults')}</p>
            ) : (
              <ul className="search-results">
                {items.map((item, i) => {
                  // Products are the list's items (a giving moment is a page, not an item); index is the place on screen.
                  const tracked = item.__typename === 'Product' ? listItem(item, i, productLists.searchModal) : null;
                  return (
                    <li key={`${item.__typename}-${item.id}`} ref={tracked ? tracking.observe(tracked) : undefined}>
                      <Link to={item.path} onClick={tracked ? () => tracking.select(tracked) : undefined}>
                        {item.__typename === 'Product' ? (
                          <CardImage product={item} />
                        ) : (
                          <img src={item.image.url.href} alt="" width={320} height={202} loading="lazy" className="card-image" />
                        )}
                        <span>{item.__typename === 'Product' ? item.title : item.heroTitle}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}
