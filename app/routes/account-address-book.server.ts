import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { gql } from '../lib/api.server.ts';
import { serverT } from '../lib/i18n.server.ts';
import { addressEntryFormSchema, deleteEntryFormSchema, ENTRY_FIELDS, entryInput } from '../../common/forms/account-area-forms.ts';
import { parseForm, replyWithApiErrors } from '../components/form/index.ts';
import type { ErrorItem } from '../../common/errors/catalogue.ts';
import type { AccountPaths, AddressBookEntry, Customer, FormReply } from '../components/account-area/fragments.ts';
import { AddressBookEntryFragment } from '../components/checkout/fragments.ts';
import { graphql } from '../graphql/index.ts';

import { accountPaths, areaErrors, formValues, leaveWhenLoggedOut, pageTitle, requireCustomer, type Args } from './account-area.server.ts';
import { storefrontOf } from '../lib/storefront-context.ts';

// /conto/lista/contatti/: the address book. Its modals follow the address (?nuovo, ?modifica=<id>,
// ?elimina=<id>), so adding, editing and the delete confirmation work without JavaScript.

const BOOK = graphql(
  `
    query AddressBook($userData: UserData!) {
      addressBook(userData: $userData) {
        entries {
          ...CheckoutBookEntry
        }
        errors {
          code
          message
          referencedRequestParameter
        }
      }
    }
  `,
  [AddressBookEntryFragment],
);
const SAVE = graphql(
  `
    mutation SaveAddressBookEntry($userData: UserData!, $input: AddressBookEntryInput!) {
      saveAddressBookEntry(userData: $userData, input: $input) {
        entry {
          ...CheckoutBookEntry
        }
        errors {
          code
          message
          referencedRequestParameter
        }
      }
    }
  `,
  [AddressBookEntryFragment],
);
const DELETE = graphql(`
  mutation DeleteAddressBookEntry($userData: UserData!, $id: ID!) {
    deleteAddressBookEntry(userData: $userData, id: $id) {
      status
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);

export type BookModal = { kind: 'add' } | { kind: 'edit'; entry: AddressBookEntry } | { kind: 'delete'; entry: AddressBookEntry } | null;
export type AddressBookData = {
  title: string;
  user: Customer;
  entries: AddressBookEntry[];
  modal: BookModal;
  done: 'saved' | 'deleted' | null;
  paths: AccountPaths;
};

export async function addressBookLoader(args: Args): Promise<AddressBookData> {
  const user = await requireCustomer(args);
  const r = await gql(args.context, BOOK);
  const entries = r.addressBook.entries;
  const params = new URL(args.request.url).searchParams;
  const find = (name: string) => entries.find((e) => e.id === params.get(name));
  const edit = find('modifica');
  const remove = find('elimina');
  const modal: BookModal = params.has('nuovo') ? { kind: 'add' } : edit ? { kind: 'edit', entry: edit } : remove ? { kind: 'delete', entry: remove } : null;
  const done = params.get('esito') === 'salvato' ? 'saved' : params.get('esito') === 'eliminato' ? 'deleted' : null;
  return { title: pageTitle(args.request, 'accountArea.book.metaTitle'), user: user as Customer, entries, modal, done, paths: accountPaths(args.request) };
}

/** A refused save or deletion comes back to its form (`intent`) with what was typed and the errors at their fields. */
export async function addressBookAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = formValues(form);
  const intent = values.intent === 'delete' ? 'delete' : 'save';
  const schema = intent === 'delete' ? deleteEntryFormSchema : addressEntryFormSchema(storefrontOf(context).store.country);
  const submission = parseForm(form, schema, serverT(request));
  if (submission.status !== 'success') return data<FormReply>({ ...submission.reply(), form: intent }, { status: 400 });
  const book = accountPaths(request).addressBook;
  let errors: ErrorItem[];
  if (intent === 'delete') {
    const r = await gql(context, DELETE, { id: values.id ?? '' });
    errors = r.deleteAddressBookEntry.errors;
    if (r.deleteAddressBookEntry.status) throw redirect(`${book}?esito=eliminato`, 303);
  } else {
    const r = await gql(context, SAVE, { input: entryInput(values) });
    errors = r.saveAddressBookEntry.errors;
    if (r.saveAddressBookEntry.entry && !errors.length) throw redirect(`${book}?esito=salvato`, 303);
  }
  leaveWhenLoggedOut(request, errors);
  const fields = intent === 'delete' ? [] : ENTRY_FIELDS;
  return data<FormReply>({ ...replyWithApiErrors(submission, areaErrors(errors, fields), { fields }), form: intent }, { status: 400 });
}
