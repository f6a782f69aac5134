import { print } from 'graphql';
import type { RouterContextProvider } from 'react-router';
import type { ResultOf, TadaDocumentNode, VariablesOf } from '../graphql/index.ts';
import { apiContext } from './api-context.ts';
import { storefrontOf } from './storefront-context.ts';

export type AnyDocument = TadaDocumentNode<any, any>;

/** A document's variables without `userData`, which the helpers add (the document declares `$userData: UserData!`). */
export type OwnVariables<D extends AnyDocument> = Omit<VariablesOf<D>, 'userData'>;

/**
 * The variables argument: optional when the document needs none of its own. A document that does
 * not declare `$userData: UserData!` cannot be sent (every operation of the storefront needs it).
 */
export type VariablesArg<D extends AnyDocument> = 'userData' extends keyof VariablesOf<D>
  ? Record<string, never> extends OwnVariables<D>
    ? [variables?: OwnVariables<D>]
    : [variables: OwnVariables<D>]
  : [variables: never, documentMustDeclareUserData: never];

const printed = new WeakMap<AnyDocument, string>();

/** The document's text, printed once. */
export function textOf(document: AnyDocument): string {
  let text = printed.get(document);
  if (text === undefined) printed.set(document, (text = print(document)));
  return text;
}

/** Runs an operation for a loader, with the userData of the storefront the request is on (the root's middleware found it). */
export async function gql<D extends AnyDocument>(context: Readonly<RouterContextProvider>, document: D, ...[variables]: VariablesArg<D>): Promise<ResultOf<D>> {
  const api = context.get(apiContext);
  return api.query<ResultOf<D>>(textOf(document), { userData: storefrontOf(context).userData, ...variables });
}

export function notFound(): never {
  throw new Response('Not found', { status: 404 });
}
