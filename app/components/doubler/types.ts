// What the doubler's loaders answer: the API's shapes (server/modules/doubler/graphql.ts).
import type { Href } from '../../lib/store-data.ts';

export type Money = { currency: string; value: number };
export type ErrorItem = { code: number; message: string; referencedRequestParameter: string | null };

export type DrawEntry = { id: string; number: string; passedOver: string | null };
export type Draw = {
  month: string; status: 'open' | 'drawn'; seed: string | null; seedHash: string; committedAt: string;
  drawDate: string; drawAt: string; drawnAt: string | null; entriesCount: number;
  entries: DrawEntry[]; winner: DrawEntry | null; prize: Money | null;
};

export type DoublerPageData = {
  current: Draw | null; past: Draw[]; cap: Money; drawHour: number;
  challenge: Record<string, unknown>; title: string; description: string;
};

export type DoublerActionData = { intent: 'enter'; errors: ErrorItem[]; values: Record<string, string> };

export type ModalEntry = { id: string; drawMonth: string; drawDate: string; product: string; number: string; alreadyEntered: boolean };
export type ModalActionData = { intent: 'redeem'; entries: ModalEntry[]; errors: ErrorItem[] };

export type DoublerThanksData = {
  product: { title: string; path: string; showShadow: boolean; showHand: boolean; image: { url: Href; alt: string } };
  month: string | null; drawDate: string | null; drawHour: number; alreadyEntered: boolean; title: string;
};
