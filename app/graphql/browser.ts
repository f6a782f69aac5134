// Documents the browser sends itself (search as you type, the menu's top products, a new human
// check). Typed exactly as `graphql(...)` documents, but kept as their text at runtime: the browser
// bundle carries no GraphQL parser or printer. Only `browserQuery` reads them.
import type { initGraphQLTada } from 'gql.tada';
import type { Setup } from './index.ts';

type Graphql = ReturnType<typeof initGraphQLTada<Setup>>;

/** What a browser document is at runtime: its text, with the fragments it spreads by name. */
type TextDocument = { readonly text: string; readonly fragments: ReadonlyMap<string, string> };

function textDocument(source: string, dependencies: readonly unknown[] = []): TextDocument {
  const fragments = new Map<string, string>();
  for (const d of dependencies as TextDocument[]) for (const [name, text] of d.fragments) fragments.set(name, text);
  const own = /^\s*fragment\s+(\w+)/.exec(source)?.[1];
  if (own) {
    fragments.set(own, source.trim());
    return { text: [...fragments.values()].join('\n'), fragments };
  }
  return { text: [source.trim(), ...fragments.values()].join('\n'), fragments };
}

/**
 * `graphql(...)` for the browser's own documents (fragments as the second argument, also browser ones).
 * Typed as gql.tada's function, kept as text at run time: the one cast that bridges the two.
 */
export const browserGraphql = textDocument as unknown as Graphql;

/** The text to send for a browser document. */
export function browserText(document: unknown): string {
  const text = (document as Partial<TextDocument>).text;
  if (typeof text !== 'string') throw new Error('browserQuery sends browserGraphql(...) documents only');
  return text;
}
