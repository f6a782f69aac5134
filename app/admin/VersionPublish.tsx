import { Form } from 'react-router';
import { Field } from '../components/ui/Field.tsx';
import { Button } from '../components/ui/Button.tsx';
import type { adminT } from './messages.ts';

/**
 * A saved version's own actions (decisions 063 and 064): its preview link on the storefront's host
 * (a draft's only), and publishing it with a reason: a draft, or an older version to go back to.
 */
export function VersionPublish({
  version,
  previewOrigin,
  to,
  t,
}: {
  version: { id: number; state: string; previewToken: string | null };
  previewOrigin: string;
  to: string;
  t: ReturnType<typeof adminT>;
}) {
  const { id, state, previewToken } = version;
  return (
    <Form method="post" className="admin-search">
      {previewToken && (
        <a className="admin-link" href={`${previewOrigin}/_preview/page?token=${previewToken}&to=${encodeURIComponent(to)}`} target="_blank" rel="noopener">
          {t('pages.preview')} #{id}
        </a>
      )}
      <input type="hidden" name="versionId" value={id} />
      <Field label={`${t('pages.reason')} (#${id})`} name="reason" required maxLength={500} />
      <Button type="submit" name="intent" value="publish" variant="secondary">
        {t(state === 'draft' ? 'pages.publish' : 'pages.restore')} #{id}
      </Button>
    </Form>
  );
}
