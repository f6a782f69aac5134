import { Form } from 'react-router';
import type { Route } from './+types/card-data';
import { cardDataLoader, type VoucherData } from './activation.server.ts';
import { useT } from '../lib/i18n.tsx';
import type { SubmissionResult } from '@conform-to/react';
import { Field, SubmitButton, useKitForm } from '../components/form/index.ts';
import { voucherLookupSchema } from '../../common/forms/voucher-lookup-form.ts';
import { Button } from '../components/ui/Button.tsx';
import { Icon } from '../components/Icon.tsx';
import { BlankCard } from '../components/activation/BlankCard.tsx';
import { ActivationSteps } from '../components/activation/ActivationSteps.tsx';
import { longDate } from '../lib/dates.ts';
import { withMessages } from '../lib/messages.server.ts';

export const loader = withMessages(['activation'], (args: Route.LoaderArgs) => cardDataLoader(args));
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

type State = 'PENDING' | 'ACTIVE' | 'EXPIRED' | 'BLOCKED' | 'FAILED';

/** What the holder reads as the card's state: the order's while it runs, then the card's own. */
function stateOf(v: VoucherData): State {
  if (v.status === 'PENDING') return 'PENDING';
  if (v.status === 'FAILED') return 'FAILED';
  return v.cardStatus === 'EXPIRED' || v.cardStatus === 'BLOCKED' ? v.cardStatus : 'ACTIVE';
}

function Voucher({ voucher, redeemCheck, contact }: { voucher: VoucherData; redeemCheck: string | null; contact: string | null }) {
  const t = useT();
  const state = stateOf(voucher);
  const rows: [string, React.ReactNode][] = [
    [t('activation.voucher.number'), <span className="voucher__number">{voucher.cardNumber}</span>],
    [t('activation.voucher.value'), t.money(voucher.value)],
    [t('activation.voucher.status'), <span className={`voucher__state voucher__state--${state.toLowerCase()}`}>{t(`activation.voucher.state.${state}`)}</span>],
    [
      t('activation.voucher.expiry'),
      voucher.expiresAt ? longDate(voucher.expiresAt, t.intlLocale) : t('activation.voucher.expiryAfter', { months: voucher.validMonths }),
    ],
    [t('activation.voucher.code'), <span className="voucher__code">{voucher.code}</span>],
  ];
  return (
    <section className="voucher" aria-labelledby="voucher-title">
      <h1 id="voucher-title">{t('activation.voucher.title')}</h1>
      <p className="page__intro">{t('activation.voucher.intro')}</p>
      <dl className="voucher__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {state === 'PENDING' && (
        <>
          <p className="notice notice--info">
            <Icon name="clock" /> <span>{t('activation.voucher.pendingNote')}</span>
          </p>
          <Form method="get" className="voucher__refresh">
            <input type="hidden" name="code" value={voucher.code} />
            <Button type="submit" variant="secondary">
              {t('activation.voucher.refresh')}
            </Button>
          </Form>
        </>
      )}
      {state === 'ACTIVE' && (
        <>
          <p className="notice notice--info">
            <Icon name="check" />{' '}
            <span>{t('activation.voucher.activeNote', { date: voucher.activatedAt ? longDate(voucher.activatedAt, t.intlLocale) : '' })}</span>
          </p>
          {redeemCheck && (
            <Button href={redeemCheck} variant="primary" size="lg" iconEnd={<Icon name="arrow-right" size={20} />}>
              {t('activation.voucher.spend')}
            </Button>
          )}
        </>
      )}
      {state === 'FAILED' && (
        <>
          <p className="notice notice--error">
            <span>{t('activation.voucher.failedNote')}</span>
          </p>
          {contact && (
            <Button href={contact} variant="secondary">
              {t('activation.voucher.contact')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

/** Without a code, or with one we do not know: the short form that asks for it (GET, no JavaScript needed). */
function Lookup({ code, notFound, lookup }: { code: string; notFound: boolean; lookup: SubmissionResult | null }) {
  const t = useT();
  const [form, fields] = useKitForm({ schema: voucherLookupSchema, lastResult: lookup, defaultValue: { code } });
  return (
    <section className="voucher voucher--lookup" aria-labelledby="voucher-lookup-title">
      <h1 id="voucher-lookup-title">{notFound ? t('activation.voucher.notFoundTitle') : t('activation.voucher.lookupTitle')}</h1>
      <p className="page__intro">{t('activation.voucher.lookupIntro')}</p>
      <Form method="get" id={form.id} onSubmit={form.onSubmit} className="activation-form voucher__lookup" noValidate>
        <Field
          field={fields.code}
          label={t('activation.voucher.codeLabel')}
          hint={t('activation.voucher.codeHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
        />
        <SubmitButton variant="primary" size="lg">
          {t('activation.voucher.show')}
        </SubmitButton>
      </Form>
    </section>
  );
}

/** /daticarta/ (§2): the activation voucher data, reached from the activation e-mail's link. */
export default function CardData({ loaderData }: Route.ComponentProps) {
  const { state, voucher, code, lookup, paths } = loaderData;
  const t = useT();
  const active = voucher && stateOf(voucher) === 'ACTIVE';
  return (
    <div className="container page activation activation--voucher">
      <div className="activation__layout">
        {state === 'voucher' && voucher ? (
          <Voucher voucher={voucher} redeemCheck={paths.redeemCheck} contact={paths.contact} />
        ) : (
          <Lookup code={code} notFound={state === 'notFound'} lookup={lookup} />
        )}
        <aside className="activation__aside">
          <BlankCard number={voucher?.cardNumber} label={t(active ? 'activation.cardArtActive' : 'activation.cardArt')} />
          {voucher ? (
            <p className="activation__note">
              <Icon name="lock" size={18} /> {t('activation.pinNote')}
            </p>
          ) : (
            <ActivationSteps />
          )}
        </aside>
      </div>
    </div>
  );
}
