import { Form, Link } from 'react-router';
import type { Route } from './+types/activation';
import { activationAction, activationLoader } from './activation.server.ts';
import { useT } from '../lib/i18n.tsx';
import { Field, FormAlert, SubmitButton, useKitForm } from '../components/form/index.ts';
import { Icon } from '../components/Icon.tsx';
import { ActivationSteps } from '../components/activation/ActivationSteps.tsx';
import { BlankCard } from '../components/activation/BlankCard.tsx';
import { HumanCheck, revalidateAfterPost } from '../components/ui/HumanCheck.tsx';
import { activationFormSchema, activationKeyFor } from '../../common/forms/activation-form.ts';
import { withMessages } from '../lib/messages.server.ts';

export const loader = withMessages(['activation'], (args: Route.LoaderArgs) => activationLoader(args));
export const action = (args: Route.ActionArgs) => activationAction(args);
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const shouldRevalidate = revalidateAfterPost;
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

/** /attivare/ (§2): a blank card's 19-digit number, the holder's e-mail and the human check (decision 019). */
export default function Activation({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [form, fields] = useKitForm({ schema: activationFormSchema, lastResult: actionData, keyFor: activationKeyFor });
  const { paths, challenge } = loaderData;
  return (
    <div className="container page activation">
      <div className="activation__layout">
        <section className="activation__main" aria-labelledby="activation-title">
          <h1 id="activation-title">{t('activation.title')}</h1>
          <p className="page__intro">{t('activation.intro')}</p>
          {/* Refusals that name no field (too many attempts) go on top, in the catalogue's words; 4001 names the card number. */}
          <FormAlert errors={form.errors} title={t('activation.errorTitle')} className="activation-alert" />
          <Form method="post" id={form.id} onSubmit={form.onSubmit} className="activation-form" noValidate aria-labelledby="activation-form-title">
            <h2 id="activation-form-title" className="activation-form__title">
              {t('activation.formTitle')}
            </h2>
            <Field
              field={fields.cardNumber}
              label={t('activation.cardNumber')}
              hint={t('activation.cardNumberHint')}
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              maxLength={30}
              required
              className="activation-form__number"
            />
            <Field field={fields.email} label={t('activation.email')} type="email" hint={t('activation.emailHint')} autoComplete="email" required />
            <div className="activation-form__human">
              <HumanCheck key={String(challenge.signature ?? '')} challenge={challenge} name="captchaToken" />
            </div>
            <SubmitButton variant="primary" size="lg" block>
              {t('activation.submit')}
            </SubmitButton>
            <p className="activation-form__pin">
              <Icon name="lock" size={18} /> {t('activation.pinNote')}
            </p>
          </Form>
        </section>
        <aside className="activation__aside">
          <BlankCard label={t('activation.cardArt')} />
          <ActivationSteps />
          {paths.voucher && (
            <p className="activation__code">
              {t('activation.haveCode')} <Link to={paths.voucher}>{t('activation.haveCodeLink')}</Link>
            </p>
          )}
        </aside>
      </div>
    </div>
  );
}
