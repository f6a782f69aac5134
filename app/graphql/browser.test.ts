import { readFileSync } from 'node:fs';
import { buildSchema, parse, print, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { browserGraphql, browserText } from './browser.ts';
import { BrowserMenuProduct, BrowserProductCard } from './browser-fragments.ts';
import { schemaFile } from './generate-env.ts';
import { MenuProductFragment, ProductCardFragment } from './fragments.ts';

const schema = buildSchema(readFileSync(schemaFile, 'utf8'));

describe('browser documents', () => {
  it('carry their text with each fragment they spread once', () => {
    const doc = browserGraphql(
      `query T($userData: UserData!) {
      a: categories(userData: $userData) { topList { ...BrowserMenuProduct } }
      b: categories(userData: $userData) { topList { ...BrowserMenuProduct ...BrowserProductCard } }
    }`,
      [BrowserMenuProduct, BrowserProductCard, BrowserMenuProduct],
    );
    const text = browserText(doc);
    expect(text.match(/fragment BrowserMenuProduct\b/g)).toHaveLength(1);
    expect(validate(schema, parse(text))).toEqual([]);
  });

  it('refuse a document that is not a browser one', () => {
    expect(() => browserText({ kind: 'Document', definitions: [] })).toThrow(/browserGraphql/);
  });
});

describe('browser fragments', () => {
  // The components type both with the server fragment: a field added to one only would be typed
  // as present and missing in the browser's answers.
  const selection = (doc: DocumentNode) => print(doc).replace(/^fragment \w+/, 'fragment F');
  it('ask for exactly the fields of their server counterparts', () => {
    expect(selection(parse(browserText(BrowserMenuProduct)))).toBe(selection(MenuProductFragment));
    expect(selection(parse(browserText(BrowserProductCard)))).toBe(selection(ProductCardFragment));
  });
});
