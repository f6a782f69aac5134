import { Form, Link, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/activation';
import { activationAction, activationLoader, type ActivationActionData } from './activation.server.ts';
import { useT } from '../lib/i18n.tsx';
import { Field } from '../components/ui/Field.tsx';
import { Button } from '../components/ui/Button.tsx';
import { Icon } from '../components/Icon.tsx';
import { ActivationAlert } from '../components/activation/ActivationAlert.tsx';
import { ActivationSteps } from '../components/activation/ActivationSteps.tsx';
import { BlankCard } from '../components/activation/BlankCard.tsx';
import { errorsByField } from '../components/checkout/form-data.ts';
import { HumanCheck, revalidateAfterPost } from '../components/ui/HumanCheck.tsx';

export const loader = (args: Route.LoaderArgs) => activationLoader(args);
export const action = (args: Route.ActionArgs) => activationAction(args);
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const shouldRevalidate = revalidateAfterPost;
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

const FIELDS = ['cardNumber', 'email'];

/** /attivare/ (§2): a blank card's 19-digit number, the holder's e-mail and the human check (decision 019). */
export default function Activation({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const posted = useActionData() as ActivationActionData | undefined;
  const errors = errorsByField(posted?.errors);
  // Business refusals (4001, too many attempts) name no field: they go on top, in the catalogue's words.
  const general = (posted?.errors ?? []).filter((e) => !FIELDS.includes(e.referencedRequestParameter ?? '')).map((e) => e.message);
  const { paths, challenge } = loaderData;
  return (
    <div className="container page activation">
      <div className="activation__layout">
        <section className="activation__main" aria-labelledby="activation-title">
          <h1 id="activation-title">{t('activation.title')}</h1>
          <p className="page__intro">{t('activation.intro')}</p>
          <ActivationAlert messages={general} />
          <Form method="post" className="activation-form" noValidate aria-labelledby="activation-form-title">
            <h2 id="activation-form-title" className="activation-form__title">
              {t('activation.formTitle')}
            </h2>
            <Field
              label={t('activation.cardNumber')}
              name="cardNumber"
              defaultValue={posted?.values.cardNumber ?? ''}
              error={errors.cardNumber}
              hint={t('activation.cardNumberHint')}
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              maxLength={30}
              required
              className="activation-form__number"
            />
            <Field
              label={t('activation.email')}
              name="email"
              type="email"
              defaultValue={posted?.values.email ?? ''}
              error={errors.email}
              hint={t('activation.emailHint')}
              autoComplete="email"
              required
            />
            <div className="activation-form__human">
              <HumanCheck key={String(challenge.signature ?? '')} challenge={challenge} name="captchaToken" />
            </div>
            <Button type="submit" variant="primary" size="lg" block loading={navigation.state === 'submitting'}>
              {t('activation.submit')}
            </Button>
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
