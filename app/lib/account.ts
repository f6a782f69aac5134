// The customer as the root loader knows them (getUserInfo, §3 "User info"): shared by the header
// and the account screens. The header imports types only, so this file costs it nothing.

import type { RootData } from './store-data.ts';

/** The customer as the root loader knows them. Logged in ⇔ mainProfile is not null. */
export type AccountUser = RootData['user'];
/** billingEmail is invoiceEmail when the customer gave one, else email (§3). */
export type AccountProfile = NonNullable<AccountUser['mainProfile']>;

export type AccountPaths = {
  identify: string;
  login: string;
  register: string;
  registerSuccess: string;
  forgot: string;
  forgotSuccess: string;
  newPassword: string;
  newPasswordSuccess: string;
  overview: string;
  home: string;
};

/** A screen's data: who is there, where the other screens are, and the e-mail and `next` page carried along. */
export type AccountPageData = {
  title: string;
  paths: AccountPaths;
  challenge: Record<string, unknown> | null;
  email: string;
  next: string | null;
  firstName: string | null;
};

/** `path?email=…&next=…`, leaving out what is empty. */
export function withQuery(path: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
