// An API error as the checkout's loaders and the identify form read it (§3 "Error item").
export type { ErrorItem } from '../../../common/errors/catalogue.ts';
