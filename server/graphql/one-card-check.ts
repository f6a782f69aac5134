// At most one card check per HTTP request to /graphql. Without it a single request could carry
// hundreds of PIN guesses: as aliases (`a: checkGiftcardPayment(...) b: ...`), inside fragments,
// as several operations of one document, or as a batch (an array of requests, which yoga accepts).
// The rate limits count each guess anyway; this keeps one request to one guess, and one captcha.
//
// Counting is syntactic and conservative: every field node with a card-check name counts, wherever
// it stands in the document (fragments are counted where they are written, not per spread: spreads
// of one fragment merge into one execution, so the text is an upper bound of what can run).
import { parse, visit, type DocumentNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

export const CARD_CHECK_FIELDS: readonly string[] = ['checkGiftcardPayment', 'addGiftcardPayment', 'enterDoubler', 'createActivationOrder'];

export const ONE_CARD_CHECK_MESSAGE = 'Only one card check per request: aliases, fragments, operations and batched requests count.';

/** How many card-check fields the document names. */
export function cardCheckCount(document: DocumentNode): number {
  let count = 0;
  visit(document, {
    Field(node) {
      if (CARD_CHECK_FIELDS.includes(node.name.value)) count++;
    },
  });
  return count;
}

// Clients send the same few documents over and over; parsing each once is enough.
const counts = new Map<string, number>();
const CACHE_SIZE = 500;
const CACHEABLE_LENGTH = 20_000;

function countOf(query: unknown): number {
  if (typeof query !== 'string') return 0; // no document (yoga refuses it itself)
  const cached = counts.get(query);
  if (cached !== undefined) return cached;
  // A document the parser refuses is refused here with the parser's own error: a document we
  // cannot count must not reach execution through a more lenient parse later. The token cap
  // (above the armor's 2,000) keeps a huge document from costing a full parse before it is refused.
  const count = cardCheckCount(parse(query, { noLocation: true, maxTokens: 10_000 }));
  if (query.length <= CACHEABLE_LENGTH) {
    if (counts.size >= CACHE_SIZE) counts.delete(counts.keys().next().value!);
    counts.set(query, count);
  }
  return count;
}

/** The yoga plugin: refuses the whole request, before anything runs, when it holds more than one card check. */
export function useOneCardCheck(): Plugin {
  return {
    onRequestParse() {
      return {
        onRequestParseDone({ requestParserResult }) {
          const list = Array.isArray(requestParserResult) ? requestParserResult : [requestParserResult];
          let total = 0;
          for (const params of list) {
            try {
              total += countOf(params?.query);
            } catch (err) {
              throw createGraphQLError((err as Error).message, { extensions: { http: { status: 400 } } });
            }
          }
          if (total > 1) {
            throw createGraphQLError(ONE_CARD_CHECK_MESSAGE, { extensions: { code: 'ONE_CARD_CHECK', http: { status: 400 } } });
          }
        },
      };
    },
  };
}
