// Limits of one order (spec §8, §9), decided on the server and shown in the storefront.

/** 2015: cards of third-party brands may add up to 500 euro per order. */
export const THIRD_PARTY_LIMIT_CENTS = 50_000;
/** 2030: the gift card limit per order, our figure (decision 008): 10,000 euro and 250 cards. */
export const GIFTCARD_ORDER_LIMIT_CENTS = 1_000_000;
export const GIFTCARD_ORDER_MAX_CARDS = 250;
/** Registered mail is the default above this physical value, or when the order holds wine. */
export const REGISTERED_MAIL_ABOVE_CENTS = 30_000;
/** A placed order waits this long for its payment before it expires and its codes go back. */
export const PAYMENT_WINDOW_MINUTES = 45;
/** Fair stock: an unpaid order keeps its reserved codes at most this long (STOCK_HOLD_MINUTES may shorten it). */
export const MAX_STOCK_HOLD_MINUTES = 30;
/** 2040: unpaid orders holding stock that one client (address or e-mail) may have at once (UNPAID_ORDERS_PER_CLIENT). */
export const UNPAID_ORDERS_PER_CLIENT = 3;
/** Payment attempts per order before error 2036. */
export const MAX_PAYMENT_ATTEMPTS = 3;
