import { Form, Link, useActionData, useLoaderData } from 'react-router';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { Field } from '../../components/ui/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { adminGraphql } from '../../admin/graphql.ts';
import { adminT, timeText } from '../../admin/messages.ts';
import { storefronts, type Toggles } from '../../../common/storefronts.ts';
import { adminApi, previewOriginOf, requireStaff } from './admin.server.ts';
import { AdminOutcome } from '../../admin/AdminOutcome.tsx';

// /admin/toggles?store=<id>: a storefront's §4 toggles (decision 052). A new draft starts from what
// visitors see; a draft opens in preview on its storefront's host (a cookie of that browser only);
// publishing a draft, or an older version, makes it what every visitor sees.
const TOGGLES_VIEW = adminGraphql(`fragment AdminTogglesView on AdminStorefrontToggles {
  storeId toggles versions { id state toggles previewToken reason createdAt } errors { code message referencedRequestParameter }
}`);
const TOGGLES = adminGraphql(`query AdminToggles($storeId: Int!) { storefrontToggles(storeId: $storeId) { ...AdminTogglesView } }`, [TOGGLES_VIEW]);
const SAVE = adminGraphql(
  `mutation AdminSaveToggles($storeId: Int!, $toggles: JSON!, $reason: String!) {
  saveToggleDraft(storeId: $storeId, toggles: $toggles, reason: $reason) { ...AdminTogglesView } }`,
  [TOGGLES_VIEW],
);
const PUBLISH = adminGraphql(
  `mutation AdminPublishToggles($storeId: Int!, $versionId: Int!, $reason: String!) {
  publishToggles(storeId: $storeId, versionId: $versionId, reason: $reason) { ...AdminTogglesView } }`,
  [TOGGLES_VIEW],
);

type ToggleName = keyof Toggles;
const HEADER_VERSIONS = ['v1', 'v2', 'v3'] as const;

const storeOf = (request: Request) => {
  const id = Number(new URL(request.url).searchParams.get('store'));
  return storefronts.find((s) => s.id === id) ?? storefronts[0];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireStaff(context);
  const store = storeOf(request);
  const { storefrontToggles } = await adminApi(context, TOGGLES, { storeId: store.id });
  return { me, storeId: store.id, previewOrigin: previewOriginOf(request.url, store.id), view: storefrontToggles };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const storeId = storeOf(request).id;
  const reason = String(form.get('reason') ?? '');
  if (form.get('intent') === 'publish') {
    const { publishToggles } = await adminApi(context, PUBLISH, { storeId, versionId: Number(form.get('versionId')) || 0, reason });
    return { intent: 'publish' as const, view: publishToggles };
  }
  const base = storefronts.find((s) => s.id === storeId)!.toggles;
  const toggles = Object.fromEntries(
    Object.keys(base).map((name) => [name, name === 'headerVersion' ? String(form.get(name) ?? '') : form.get(name) === 'on']),
  );
  const { saveToggleDraft } = await adminApi(context, SAVE, { storeId, toggles, reason });
  return { intent: 'draft' as const, view: saveToggleDraft };
}

const valueText = (value: unknown, t: ReturnType<typeof adminT>) => (typeof value === 'boolean' ? t(value ? 'toggles.on' : 'toggles.off') : String(value));

export default function AdminToggles() {
  const { me, storeId, previewOrigin, view: loaded } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const t = adminT(me.language);
  const view = acted && !acted.view.errors.length ? acted.view : loaded;
  const refusal = acted?.view.errors[0] ?? loaded.errors[0];
  const current = (view.toggles ?? {}) as Partial<Toggles>;
  const names = Object.keys(storefronts[0].toggles) as ToggleName[];
  const changes = (set: Record<string, unknown>) => names.filter((n) => set[n] !== current[n]).map((n) => `${t(`toggle.${n}`)}: ${valueText(set[n], t)}`);
  return (
    <section aria-labelledby="admin-toggles-title" className="admin-section">
      <h1 id="admin-toggles-title">{t('toggles.title')}</h1>
      <p>{t('toggles.intro')}</p>
      <nav aria-label={t('toggles.store')} className="admin-tabs">
        {storefronts.map((s) => (
          <Link key={s.id} to={`?store=${s.id}`} aria-current={s.id === storeId ? 'page' : undefined}>
            {s.brand} {s.country}
          </Link>
        ))}
      </nav>
      <AdminOutcome refusal={refusal} done={acted && !refusal ? t(acted.intent === 'publish' ? 'toggles.done' : 'toggles.saved') : null} />
      {view.toggles != null && (
        <Form method="post" className="admin-card admin-form" aria-labelledby="admin-toggles-draft" key={view.versions[0]?.id ?? 0}>
          <h2 id="admin-toggles-draft">{t('toggles.current')}</h2>
          <div className="admin-toggles">
            {names.map((name) =>
              name === 'headerVersion' ? (
                <label key={name} className="admin-toggle">
                  <span>{t(`toggle.${name}`)}</span>
                  <select name={name} defaultValue={String(current.headerVersion)}>
                    {HEADER_VERSIONS.map((v) => (
                      <option key={v} value={v}>
                        {v}
                      </option>
                    ))}
                  </select>
                </label>
              ) : (
                <label key={name} className="admin-toggle">
                  <input type="checkbox" name={name} defaultChecked={current[name] === true} />
                  <span>{t(`toggle.${name}`)}</span>
                </label>
              ),
            )}
          </div>
          <Field label={t('toggles.reason')} name="reason" required maxLength={500} />
          <Button type="submit" name="intent" value="draft" variant="primary">
            {t('toggles.saveDraft')}
          </Button>
        </Form>
      )}
      <h2 id="admin-toggles-history">{t('toggles.history')}</h2>
      {view.versions.length === 0 && <p>{t('toggles.empty')}</p>}
      <ol className="admin-versions" aria-labelledby="admin-toggles-history">
        {view.versions.map((v) => {
          const differs = changes(v.toggles as Record<string, unknown>);
          return (
            <li key={v.id} className="admin-card">
              <p>
                <strong>
                  #{v.id} · {t(v.state === 'draft' ? 'toggles.draft' : 'toggles.published')}
                </strong>{' '}
                · {timeText(v.createdAt, me.language)} · {v.reason}
              </p>
              <p>
                {t('toggles.changes')}: {differs.length ? differs.join('; ') : t('toggles.none')}
              </p>
              {differs.length > 0 && (
                <Form method="post" className="admin-search">
                  {v.previewToken && (
                    <a className="admin-link" href={`${previewOrigin}/_preview/toggles?token=${v.previewToken}`} target="_blank" rel="noopener">
                      {t('toggles.preview')} #{v.id}
                    </a>
                  )}
                  <input type="hidden" name="versionId" value={v.id} />
                  <Field label={`${t('toggles.reason')} (#${v.id})`} name="reason" required maxLength={500} />
                  <Button type="submit" name="intent" value="publish" variant="secondary">
                    {t(v.state === 'draft' ? 'toggles.publish' : 'toggles.restore')} #{v.id}
                  </Button>
                </Form>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
