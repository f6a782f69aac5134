import { useState } from 'react';
import { Form, Link, useActionData, useLocation, useNavigate, useNavigation } from 'react-router';
import type { Route } from './+types/account-address-book';
import { addressBookAction, addressBookLoader, type BookModal } from './account-address-book.server.ts';
import { useT } from '../lib/i18n.tsx';
import { locate } from '../lib/locate.ts';
import { FormAlert, SubmitButton, useKitForm } from '../components/form/index.ts';
import { Icon } from '../components/Icon.tsx';
import { AccountPage } from '../components/account-area/AccountPage.tsx';
import { AddressCard, entryName } from '../components/account-area/AddressCard.tsx';
import { AddressEntryForm } from '../components/account-area/AddressEntryForm.tsx';
import { FormDone } from '../components/account-area/FormDone.tsx';
import { PageModal } from '../components/account-area/PageModal.tsx';
import type { AddressBookEntry, FormReply } from '../components/account-area/fragments.ts';
import { deleteEntryFormSchema } from '../../common/forms/account-area-forms.ts';
import { withMessages } from '../lib/messages.server.ts';

export const loader = withMessages(['accountArea'], (args: Route.LoaderArgs) => addressBookLoader(args));
export const action = (args: Route.ActionArgs) => addressBookAction(args);
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];

/** /conto/lista/contatti/ (§2 address book): the contacts offered as receivers and addresses in checkout. */
export default function AddressBook({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const reply = useActionData() as FormReply | undefined;
  const { entries, modal, done, paths } = loaderData;
  const storeCountry = locate(pathname).store.country;
  const names = new Intl.DisplayNames([t.locale], { type: 'region' });
  const countryName = (c: string) => names.of(c) ?? c;
  // A refused save comes back on the same address (?nuovo or ?modifica=…), so the modal is still the one asked for.
  const [shown, setShown] = useState<BookModal>(modal);
  if (modal && modal !== shown) setShown(modal);
  const close = () => navigate(pathname, { preventScrollReset: true, replace: true });
  const deleting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'delete';
  const title =
    shown?.kind === 'add' ? t('accountArea.book.addTitle') : shown?.kind === 'edit' ? t('accountArea.book.editTitle') : t('accountArea.book.deleteTitle');
  return (
    <AccountPage
      title={t('accountArea.book.title')}
      intro={t('accountArea.book.intro')}
      paths={paths}
      actions={
        <Link to={`${pathname}?nuovo=1`} className="ui-btn ui-btn--primary ui-btn--md" preventScrollReset aria-haspopup="dialog">
          <span className="ui-btn__label">
            <Icon name="plus" size={18} />
            {t('accountArea.book.add')}
          </span>
        </Link>
      }
    >
      <FormDone message={done ? t(`accountArea.book.done.${done}`) : null} />
      {entries.length ? (
        <ul className="address-list">
          {entries.map((e) => (
            <AddressCard
              key={e.id}
              entry={e}
              countryName={countryName}
              editHref={`${pathname}?modifica=${encodeURIComponent(e.id)}`}
              deleteHref={`${pathname}?elimina=${encodeURIComponent(e.id)}`}
            />
          ))}
        </ul>
      ) : (
        <div className="account-empty">
          <Icon name="map-pin" size={28} />
          <p>{t('accountArea.book.empty')}</p>
        </div>
      )}
      {shown && (
        <PageModal
          open={Boolean(modal)}
          closeTo={pathname}
          onClose={close}
          title={title}
          narrow={shown.kind === 'delete'}
          role={shown.kind === 'delete' ? 'alertdialog' : 'dialog'}
          loading={deleting}
        >
          {shown.kind === 'delete' ? (
            <DeleteEntryForm entry={shown.entry} closeTo={pathname} reply={reply?.form === 'delete' ? reply : null} />
          ) : (
            <AddressEntryForm
              key={shown.kind === 'edit' ? shown.entry.id : 'new'}
              entry={shown.kind === 'edit' ? shown.entry : null}
              storeCountry={storeCountry}
              closeTo={pathname}
              reply={reply?.form === 'save' ? reply : null}
            />
          )}
        </PageModal>
      )}
    </AccountPage>
  );
}

/** The delete confirmation: yes deletes the entry, cancel goes back to the book. */
function DeleteEntryForm({ entry, closeTo, reply }: { entry: AddressBookEntry; closeTo: string; reply: FormReply | null }) {
  const t = useT();
  const [form] = useKitForm({ schema: deleteEntryFormSchema, lastResult: reply });
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} className="account-form account-form--plain">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={entry.id} />
      <p>{t('accountArea.book.deleteText', { name: entryName(entry) })}</p>
      <FormAlert errors={form.errors} title={t('accountArea.form.errorTitle')} className="account-form__alert" />
      <div className="account-modal__actions">
        <Link to={closeTo} className="ui-btn ui-btn--secondary ui-btn--md" preventScrollReset>
          <span className="ui-btn__label">{t('accountArea.book.cancel')}</span>
        </Link>
        <SubmitButton variant="primary" className="ui-btn--danger" intent="delete">
          {t('accountArea.book.deleteConfirm')}
        </SubmitButton>
      </div>
    </Form>
  );
}
