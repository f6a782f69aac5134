import { Link, useActionData, useLocation, useNavigate } from 'react-router';
import { revalidateAfterPost } from '../components/ui/HumanCheck.tsx';
import type { Route } from './+types/account-data';
import { accountDataAction, accountDataLoader } from './account-data.server.ts';
import { useT } from '../lib/i18n.tsx';
import { locate } from '../lib/locate.ts';
import { useHydrated } from '../components/ui/useHydrated.ts';
import { Icon } from '../components/Icon.tsx';
import { AccountPage } from '../components/account-area/AccountPage.tsx';
import { AccountModal } from '../components/account-area/AccountModal.tsx';
import { FormDone } from '../components/account-area/FormDone.tsx';
import { PasswordForm } from '../components/account-area/PasswordForm.tsx';
import { ProfileForm } from '../components/account-area/ProfileForm.tsx';
import { withParam } from '../components/account-area/format.ts';
import type { FormReply } from '../components/account-area/fragments.ts';
import { withMessages } from '../lib/messages.server.ts';

export const loader = withMessages(['accountArea'], (args: Route.LoaderArgs) => accountDataLoader(args));
export const action = (args: Route.ActionArgs) => accountDataAction(args);
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const shouldRevalidate = revalidateAfterPost;
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

/** /conto/dettagli-personali/ (§2 account data): personal data, password, and the change/delete account modal (?conto=modifica). */
export default function AccountData({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const reply = useActionData() as FormReply | undefined;
  const { user, challenge, saved, accountModal, paths } = loaderData;
  const storeCountry = locate(pathname).store.country;
  const clean = withParam(pathname, withParam('', search, 'salvato', null).replace(/^\?/, ''), 'conto', null);
  const modalHref = withParam(pathname, withParam('', search, 'salvato', null).replace(/^\?/, ''), 'conto', 'modifica');
  // A refused e-mail change or deletion comes back with the modal open, its errors inside.
  const modalOpen = accountModal || reply?.form === 'email' || reply?.form === 'delete';
  return (
    <AccountPage title={t('accountArea.data.title')} intro={t('accountArea.data.intro')} paths={paths}>
      <FormDone message={saved ? t(`accountArea.data.saved.${saved}`) : null} />
      <div className="account-data">
        <ProfileForm user={user} storeCountry={storeCountry} reply={reply?.form === 'profile' ? reply : null} />
        <div className="account-data__side">
          <PasswordForm challenge={challenge} reply={reply?.form === 'password' ? reply : null} />
          <section className="account-card" aria-labelledby="account-change-title">
            <h2 id="account-change-title" className="account-card__title">
              <Icon name="shield" size={20} />
              {t('accountArea.account.cardTitle')}
            </h2>
            <p>{t('accountArea.account.cardText', { email: user.mainProfile.email })}</p>
            <Link to={modalHref} className="ui-btn ui-btn--secondary ui-btn--md" preventScrollReset aria-haspopup={hydrated ? 'dialog' : undefined}>
              <span className="ui-btn__label">{t('accountArea.account.open')}</span>
            </Link>
          </section>
        </div>
      </div>
      <AccountModal
        open={modalOpen}
        closeTo={clean}
        email={user.mainProfile.email}
        reply={reply}
        onClose={() => navigate(clean, { preventScrollReset: true, replace: true })}
      />
    </AccountPage>
  );
}
