// What the doubler's loaders answer: the fragments their documents spread (app/routes/doubler.server.ts)
// and the types derived from them. Components import the types only (no runtime cost).
import type { Money } from '../../../common/money.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import type { SubmissionResult } from '@conform-to/react';
import { graphql, type ResultOf } from '../../graphql/index.ts';

export type { ErrorItem, Money };

export const DrawFragment = graphql(`
  fragment DoublerDraw on DoublerDraw {
    month
    status
    seed
    seedHash
    committedAt
    drawDate
    drawAt
    drawnAt
    entriesCount
    entries {
      id
      number
      passedOver
    }
    winner {
      id
      number
    }
    prize {
      currency
      value
    }
  }
`);

export const DoublerEntryFragment = graphql(`
  fragment DoublerEntry on DoublerEntry {
    id
    drawMonth
    drawDate
    product
    number
    alreadyEntered
  }
`);

export const ThanksProductFragment = graphql(`
  fragment DoublerThanksProduct on Product {
    title
    path
    showShadow
    showHand
    image {
      url {
        href
        type
      }
      alt
    }
  }
`);

export type Draw = ResultOf<typeof DrawFragment>;
export type DrawEntry = Draw['entries'][number];

export type DoublerPageData = {
  current: Draw | null;
  past: Draw[];
  cap: Money;
  drawHour: number;
  challenge: Record<string, unknown>;
  title: string;
  description: string;
};

/**
 * The entry form's refused post: the kit's answer (decision 025), `cardRefused` when the API refused
 * the card itself (the field is marked, the message is on top), and a new human check.
 */
export type DoublerActionData = SubmissionResult & { form: 'enter'; cardRefused: boolean; challenge: Record<string, unknown> };

export type ModalEntry = ResultOf<typeof DoublerEntryFragment>;
export type ModalActionData = { intent: 'redeem'; entries: ModalEntry[]; errors: ErrorItem[] };

export type DoublerThanksData = {
  product: ResultOf<typeof ThanksProductFragment>;
  month: string | null;
  drawDate: string | null;
  drawHour: number;
  alreadyEntered: boolean;
  title: string;
};
