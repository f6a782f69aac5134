// Error codes of the catalogue (spec §8). The five codes §8 gives (2015, 2030, 2031, 2035, 2036) are kept; every other catalogue entry got a code of its own, by range:
//   1xxx account (10xx creation, 11xx login, 12xx change password, 13xx forgot password); 2xxx cart,
//   order and payment; 3xxx card checks (balance check, redeem, gift card payment); 4xxx activation;
//   5xxx the back office (staff login, roles, staff actions); 9xxx other.
// Codes are part of the API contract: never renumber or reuse one.
// | code | name                                 | meaning (spec §8)                                    |
// |------|--------------------------------------|------------------------------------------------------|
// | 1001 | ACCOUNT_USER_EXISTS                  | account creation: user exists                        |
// | 1002 | ACCOUNT_ALREADY_LOGGED_IN            | account creation: already logged in                  |
// | 1003 | ACCOUNT_PASSWORD_INVALID_CHARACTERS  | account creation: password has wrong characters      |
// | 1004 | ACCOUNT_PASSWORD_TOO_SHORT           | account creation: password too short ({min}, 8)      |
// | 1005 | ACCOUNT_CREATION_FAILED              | account creation: something went wrong               |
// | 1101 | LOGIN_ALREADY_LOGGED_IN              | login: already logged in                             |
// | 1102 | LOGIN_CAPTCHA_FAILED                 | login: captcha failed                                |
// | 1103 | LOGIN_INVALID_EMAIL                  | login: invalid email                                 |
// | 1104 | LOGIN_UNKNOWN_EMAIL                  | login: unknown email                                 |
// | 1105 | LOGIN_WRONG_CREDENTIALS              | login: wrong email/password combination              |
// | 1106 | LOGIN_FAILED                         | login: generic                                       |
// | 1107 | LOGIN_TOO_MANY_ATTEMPTS              | login: throttled per account or client (ours)        |
// | 1201 | CHANGE_PASSWORD_CAPTCHA_FAILED       | change password: captcha                             |
// | 1202 | CHANGE_PASSWORD_INVALID_CHARACTERS   | change password: invalid characters                  |
// | 1203 | CHANGE_PASSWORD_MISMATCH             | change password: mismatch                            |
// | 1204 | CHANGE_PASSWORD_WRONG_CURRENT        | change password: wrong current password              |
// | 1205 | CHANGE_PASSWORD_LENGTH               | change password: length ({min} to {max}, 8 to 64)    |
// | 1206 | CHANGE_PASSWORD_NOT_LOGGED_IN        | change password: not logged in                       |
// | 1301 | FORGOT_PASSWORD_CAPTCHA_FAILED       | forgot password: captcha                             |
// | 1302 | FORGOT_PASSWORD_EMAIL_NOT_SENT       | forgot password: could not send email                |
// | 1303 | FORGOT_PASSWORD_INVALID_EMAIL        | forgot password: invalid email                       |
// | 1304 | FORGOT_PASSWORD_UNKNOWN_EMAIL        | forgot password: no user with that email             |
// | 1305 | FORGOT_PASSWORD_ALREADY_LOGGED_IN    | forgot password: already logged in                   |
// | 1306 | FORGOT_PASSWORD_TOKEN_INVALID        | new password: link unknown, used or expired (ours)   |
// | 1401 | ACCOUNT_LOGIN_REQUIRED               | account operation without a session (ours)           |
// | 1402 | ACCOUNT_WRONG_PASSWORD               | change e-mail / delete account: wrong password (ours)|
// | 2015 | CART_THIRD_PARTY_CARD_LIMIT          | cart: third-party-branded card limit (given)         |
// | 2030 | CART_GIFTCARD_LIMIT                  | cart: gift card limit exceeded (given)               |
// | 2031 | CART_OUT_OF_STOCK                    | cart: out of stock (given)                           |
// | 2032 | CART_TEST_CARD_NOT_ALLOWED           | cart: test gift card cannot be added                 |
// | 2033 | CART_ZERO_BALANCE                    | cart: cart with zero balance impossible              |
// | 2035 | PAYMENT_DECLINED                     | payment could not be processed (given)               |
// | 2036 | PAYMENT_TOO_MANY_ATTEMPTS            | too many attempts (given); also §8's "too many       |
// |      |                                      | retries" entry: one meaning, one code                |
// | 2037 | PAYMENT_FAILED                       | generic payment error: try again or choose another   |
// | 2038 | PAYMENT_FAILED_TWICE                 | two failures: contact the payment provider           |
// | 2039 | ORDER_FRAUD_SUSPECTED                | order refused as suspected fraud                     |
// | 2040 | ORDER_TOO_MANY_UNPAID                | the client holds stock in too many unpaid orders (ours)|
// | 3001 | CARD_ALREADY_ADDED                   | card check: already added                            |
// | 3002 | CARD_BLOCKED                         | card check: blocked                                  |
// | 3003 | CARD_EXPIRED                         | card check: expired                                  |
// | 3004 | CARD_NO_BALANCE                      | card check: no balance                               |
// | 3005 | CARD_NOT_ACTIVATED                   | card check: not activated                            |
// | 3006 | CARD_NOT_ALLOWED                     | card check: not allowed                              |
// | 3007 | CARD_UNKNOWN_NUMBER                  | card check: unknown number (also wrong PIN: the same |
// |      |                                      | answer for both, against guessing)                   |
// | 3008 | CARD_TYPES_MIXED                     | card check: different card types mixed               |
// | 3009 | CARD_WRONG_STORE                     | card check: card of another store                    |
// | 3010 | CARD_BRAND_DATA_MISSING              | card check: brand data missing                       |
// | 3011 | CARD_CONNECTION_FAILED               | card check: connection failed                        |
// | 3012 | CARD_CAPTCHA_FAILED                  | card check: captcha failed                           |
// | 3013 | CARD_RATE_LIMITED                    | card check: rate limit exceeded, try again later     |
// | 4001 | ACTIVATION_FAILED                    | activation: failed                                   |
// | 4002 | ACTIVATION_PREFIX_NOT_ALLOWED        | activation: card prefix not allowed                  |
// | 4003 | ACTIVATION_INVALID_EMAIL             | activation: invalid email                            |
// | 5001 | STAFF_WRONG_CREDENTIALS              | back office login: e-mail, password or code wrong    |
// | 5002 | STAFF_LOCKED                         | back office login: locked after failures ({minutes}) |
// | 5003 | STAFF_LOGIN_REQUIRED                 | back office operation without a staff session        |
// | 5004 | STAFF_NOT_ALLOWED                    | the staff member's role may not do this              |
// | 5005 | STAFF_REASON_REQUIRED                | a staff action without its reason                    |
// | 5006 | STAFF_CARD_ALREADY_BLOCKED           | block: the card is already blocked                   |
// | 5007 | STAFF_CARD_NOT_BLOCKED               | unblock: the card is not blocked                     |
// | 5008 | STAFF_CARD_INSUFFICIENT_BALANCE      | adjust: would take the balance below zero            |
// | 5009 | STAFF_CARD_ABOVE_MAXIMUM             | adjust: would take the balance above the maximum     |
// | 5010 | STAFF_CARD_NOT_ADJUSTABLE            | adjust: only active or blocked cards                 |
// | 5011 | STAFF_ORDER_NOT_FOUND                | order: no order with this number                     |
// | 5012 | STAFF_ORDER_ALREADY_REFUNDED         | refund: already refunded (or nothing left)           |
// | 5013 | STAFF_ORDER_NOT_PAID                 | refund, delivery: the order is not paid              |
// | 5014 | STAFF_ORDER_PACKAGE_NOT_FOUND        | refund: the order has no such package                |
// | 5015 | STAFF_ORDER_CARDS_SPENT              | refund: a card of it was spent                       |
// | 5016 | STAFF_ORDER_PROVIDER_REFUSED         | refund: the payment provider refused it              |
// | 5017 | STAFF_ORDER_NOT_PENDING              | cancel, transfer: the order is not pending           |
// | 5018 | STAFF_ORDER_NOT_A_TRANSFER           | transfer: not a bank transfer waiting                |
// | 5019 | STAFF_ORDER_PROVIDER_SEES_TRANSFERS  | transfer: the provider records transfers itself      |
// | 5020 | STAFF_ORDER_NOTE_EMPTY               | note: no text                                        |
// | 5021 | STAFF_ORDER_NOTE_TOO_LONG            | note: longer than 2,000 characters                   |
// | 5022 | STAFF_ORDER_EMAIL_INVALID            | resend: the corrected address is not valid           |
// | 5023 | STAFF_ORDER_EMAIL_NOT_FOUND          | resend: the order has no such e-mail                 |
// | 5024 | STAFF_ORDER_DELIVERY_NOT_FOUND       | resend: the order has no such delivery               |
// | 5025 | STAFF_ORDER_DELIVERY_SENT            | resend: the delivery was sent (resend its e-mail)    |
// | 5026 | STAFF_ORDER_DELIVERY_STOPPED         | resend: the delivery was stopped by a refund         |
// | 5070 | STAFF_QUOTE_NOT_FOUND                | quotes: no quote request with that reference         |
// | 5071 | STAFF_QUOTE_CLOSED                   | quotes: already won or lost, nothing more to do      |
// | 5072 | STAFF_QUOTE_REPLY_REQUIRED           | quotes: a reply without its text (or too long)       |
// | 5073 | STAFF_QUOTE_STATUS_INVALID           | quotes: a status the request cannot take             |
// | 5074 | STAFF_QUOTE_ALREADY_CONVERTED        | quotes: an order was already made from it            |
// | 5075 | STAFF_QUOTE_ORDER_REFUSED            | quotes: the checkout refused the order ({reason})    |
// | 5076 | STAFF_DONATIONS_NOTHING_OWED         | donations: nothing owed to that charity that month   |
// | 5077 | STAFF_DONATIONS_REFERENCE_REQUIRED   | donations: a payment without its reference           |
// | 5078 | STAFF_MONTH_INVALID                  | donations, doubler: a month not as YYYY-MM           |
// | 5079 | STAFF_DOUBLER_NO_DRAW                | doubler: no draw for that storefront and month       |
// | 5080 | STAFF_DOUBLER_ALREADY_DRAWN          | doubler: the month was already drawn                 |
// | 5081 | STAFF_DOUBLER_NOT_DUE                | doubler: the month still takes entries ({date})      |
// | 5040 | STAFF_STOCK_ROWS_REFUSED             | stock upload: rows refused, nothing loaded           |
// | 5041 | STAFF_STOCK_CSV_INVALID              | stock upload row: the file is not readable CSV       |
// | 5042 | STAFF_STOCK_FILE_EMPTY               | stock upload: the file has no codes                  |
// | 5043 | STAFF_STOCK_COLUMNS_MISSING          | stock upload: header lacks code (and product)        |
// | 5044 | STAFF_STOCK_TOO_MANY_ROWS            | stock upload: more codes than a file may hold        |
// | 5045 | STAFF_STOCK_CODE_MISSING             | stock upload row: no code                            |
// | 5046 | STAFF_STOCK_CODE_INVALID             | stock upload row: code not 4-100 visible signs       |
// | 5047 | STAFF_STOCK_PRODUCT_UNKNOWN          | stock: product not served from codes here            |
// | 5048 | STAFF_STOCK_VARIATION_UNKNOWN        | stock upload row: not the product's code variation   |
// | 5049 | STAFF_STOCK_DUPLICATE_IN_FILE        | stock upload row: code twice in the file             |
// | 5050 | STAFF_STOCK_ALREADY_IN_STOCK         | stock upload row: code already in stock              |
// | 5051 | STAFF_STOCK_THRESHOLD_INVALID        | threshold: not a whole number 0-100000               |
// | 5052 | STAFF_STOCK_NOT_FROM_CODES           | threshold: product not served from codes             |
// | 5053 | STAFF_STORE_UNKNOWN                  | back office: no such storefront                      |
// | 5054 | STAFF_STOCK_FILE_TOO_LARGE           | stock upload: file larger than the limit             |
// | 5055 | STAFF_BATCH_COUNT_INVALID            | card batch: count not 1-{max}                        |
// | 5056 | STAFF_BATCH_VALUE_INVALID            | card batch: value not above 0 up to the maximum      |
// | 5057 | STAFF_BATCH_NO_BLANK_CARDS           | card batch: storefront sells no blank cards          |
// | 5058 | STAFF_BATCH_CSV_GONE                 | card batch: CSV already downloaded or expired        |
// | 5059 | STAFF_BATCH_ALREADY_ISSUED           | card batch: this form was sent already (one batch)   |
// | 5060 | STAFF_INVOICE_NONE                   | invoice XML: the order has no invoice (yet)          |
// | 5061 | STAFF_INVOICE_NO_FISCAL_CODE         | invoice XML: a private buyer without codice fiscale  |
// | 5062 | STAFF_INVOICE_NO_ADDRESS             | invoice XML: no address for the buyer's seat         |
// | 5063 | STAFF_PAGE_NOT_FOUND                 | pages: no such page (or version of it)               |
// | 5064 | STAFF_PAGE_TITLE_INVALID             | pages: title empty or longer than 200 characters     |
// | 5065 | STAFF_PAGE_BODY_INVALID              | pages: no text, or a paragraph or the text too long  |
// | 5066 | STAFF_PAGE_FIELD_TOO_LONG            | pages: a subtitle, summary or search text too long   |
// | 5067 | STAFF_DOCUMENT_NOT_FOUND             | menus and marks: no such document (or version)       |
// | 5068 | STAFF_DOCUMENT_INVALID               | menus and marks: a row breaks its rule (named)       |
// | 5069 | STAFF_IMAGE_NOT_AN_IMAGE             | pictures: not a JPEG, PNG or WebP picture            |
// | 5082 | STAFF_IMAGE_SIZE                     | pictures: under 400 px across, over 4 MB or 40 MP    |
// | 5083 | STAFF_PAGE_IMAGE_INVALID             | pages: picture unknown here, or its text missing     |
// | 5084 | STAFF_PAGE_SLUG_INVALID              | pages: a new page's address not valid or taken       |
// | 5085 | STAFF_CREDIT_NOTE_NOT_FOUND          | credit notes: the order has no credit note so numbered |
// | 5086 | STAFF_MOMENT_PRODUCTS_INVALID        | pages: a giving moment's cards missing or not sold     |
// | 5087 | STAFF_MOMENT_COLOUR_INVALID          | pages: a giving moment's colour not #rrggbb            |
// | 5090 | STAFF_CUSTOMER_UNKNOWN               | customers: no account with this id                   |
// | 5091 | STAFF_CUSTOMER_ALREADY_ERASED        | customers: the person was erased already             |
// | 5092 | STAFF_CUSTOMER_SEARCH_SHORT          | customers: look-up with fewer than 3 characters      |
// | 9000 | GENERIC                              | generic error modal (the fallback text)              |
// | 9001 | MAP_LOAD_FAILED                      | the map failed to load                               |
// | 9002 | UNKNOWN_STORE                        | userData names a store that does not exist           |
// | 9003 | NOT_FOUND                            | the requested thing does not exist (404)             |
// | 9004 | VALIDATION                           | a request parameter is not valid                     |
//
// Code -1 ("no code", §7) and any code not listed here read as the fallback text.

import { PASSWORD_MAX, PASSWORD_MIN } from '../rules/limits.ts';

export const errorCodes = {
  ACCOUNT_USER_EXISTS: 1001,
  ACCOUNT_ALREADY_LOGGED_IN: 1002,
  ACCOUNT_PASSWORD_INVALID_CHARACTERS: 1003,
  ACCOUNT_PASSWORD_TOO_SHORT: 1004,
  ACCOUNT_CREATION_FAILED: 1005,
  LOGIN_ALREADY_LOGGED_IN: 1101,
  LOGIN_CAPTCHA_FAILED: 1102,
  LOGIN_INVALID_EMAIL: 1103,
  LOGIN_UNKNOWN_EMAIL: 1104,
  LOGIN_WRONG_CREDENTIALS: 1105,
  LOGIN_FAILED: 1106,
  LOGIN_TOO_MANY_ATTEMPTS: 1107,
  CHANGE_PASSWORD_CAPTCHA_FAILED: 1201,
  CHANGE_PASSWORD_INVALID_CHARACTERS: 1202,
  CHANGE_PASSWORD_MISMATCH: 1203,
  CHANGE_PASSWORD_WRONG_CURRENT: 1204,
  CHANGE_PASSWORD_LENGTH: 1205,
  CHANGE_PASSWORD_NOT_LOGGED_IN: 1206,
  FORGOT_PASSWORD_CAPTCHA_FAILED: 1301,
  FORGOT_PASSWORD_EMAIL_NOT_SENT: 1302,
  FORGOT_PASSWORD_INVALID_EMAIL: 1303,
  FORGOT_PASSWORD_UNKNOWN_EMAIL: 1304,
  FORGOT_PASSWORD_ALREADY_LOGGED_IN: 1305,
  FORGOT_PASSWORD_TOKEN_INVALID: 1306,
  ACCOUNT_LOGIN_REQUIRED: 1401,
  ACCOUNT_WRONG_PASSWORD: 1402,
  CART_THIRD_PARTY_CARD_LIMIT: 2015,
  CART_GIFTCARD_LIMIT: 2030,
  CART_OUT_OF_STOCK: 2031,
  CART_TEST_CARD_NOT_ALLOWED: 2032,
  CART_ZERO_BALANCE: 2033,
  PAYMENT_DECLINED: 2035,
  PAYMENT_TOO_MANY_ATTEMPTS: 2036,
  PAYMENT_FAILED: 2037,
  PAYMENT_FAILED_TWICE: 2038,
  ORDER_FRAUD_SUSPECTED: 2039,
  ORDER_TOO_MANY_UNPAID: 2040,
  CARD_ALREADY_ADDED: 3001,
  CARD_BLOCKED: 3002,
  CARD_EXPIRED: 3003,
  CARD_NO_BALANCE: 3004,
  CARD_NOT_ACTIVATED: 3005,
  CARD_NOT_ALLOWED: 3006,
  CARD_UNKNOWN_NUMBER: 3007,
  CARD_TYPES_MIXED: 3008,
  CARD_WRONG_STORE: 3009,
  CARD_BRAND_DATA_MISSING: 3010,
  CARD_CONNECTION_FAILED: 3011,
  CARD_CAPTCHA_FAILED: 3012,
  CARD_RATE_LIMITED: 3013,
  ACTIVATION_FAILED: 4001,
  ACTIVATION_PREFIX_NOT_ALLOWED: 4002,
  ACTIVATION_INVALID_EMAIL: 4003,
  STAFF_WRONG_CREDENTIALS: 5001,
  STAFF_LOCKED: 5002,
  STAFF_LOGIN_REQUIRED: 5003,
  STAFF_NOT_ALLOWED: 5004,
  STAFF_REASON_REQUIRED: 5005,
  STAFF_CARD_ALREADY_BLOCKED: 5006,
  STAFF_CARD_NOT_BLOCKED: 5007,
  STAFF_CARD_INSUFFICIENT_BALANCE: 5008,
  STAFF_CARD_ABOVE_MAXIMUM: 5009,
  STAFF_CARD_NOT_ADJUSTABLE: 5010,
  STAFF_ORDER_NOT_FOUND: 5011,
  STAFF_ORDER_ALREADY_REFUNDED: 5012,
  STAFF_ORDER_NOT_PAID: 5013,
  STAFF_ORDER_PACKAGE_NOT_FOUND: 5014,
  STAFF_ORDER_CARDS_SPENT: 5015,
  STAFF_ORDER_PROVIDER_REFUSED: 5016,
  STAFF_ORDER_NOT_PENDING: 5017,
  STAFF_ORDER_NOT_A_TRANSFER: 5018,
  STAFF_ORDER_PROVIDER_SEES_TRANSFERS: 5019,
  STAFF_ORDER_NOTE_EMPTY: 5020,
  STAFF_ORDER_NOTE_TOO_LONG: 5021,
  STAFF_ORDER_EMAIL_INVALID: 5022,
  STAFF_ORDER_EMAIL_NOT_FOUND: 5023,
  STAFF_ORDER_DELIVERY_NOT_FOUND: 5024,
  STAFF_ORDER_DELIVERY_SENT: 5025,
  STAFF_ORDER_DELIVERY_STOPPED: 5026,
  STAFF_QUOTE_NOT_FOUND: 5070,
  STAFF_QUOTE_CLOSED: 5071,
  STAFF_QUOTE_REPLY_REQUIRED: 5072,
  STAFF_QUOTE_STATUS_INVALID: 5073,
  STAFF_QUOTE_ALREADY_CONVERTED: 5074,
  STAFF_QUOTE_ORDER_REFUSED: 5075,
  STAFF_DONATIONS_NOTHING_OWED: 5076,
  STAFF_DONATIONS_REFERENCE_REQUIRED: 5077,
  STAFF_MONTH_INVALID: 5078,
  STAFF_DOUBLER_NO_DRAW: 5079,
  STAFF_DOUBLER_ALREADY_DRAWN: 5080,
  STAFF_DOUBLER_NOT_DUE: 5081,
  STAFF_STOCK_ROWS_REFUSED: 5040,
  STAFF_STOCK_CSV_INVALID: 5041,
  STAFF_STOCK_FILE_EMPTY: 5042,
  STAFF_STOCK_COLUMNS_MISSING: 5043,
  STAFF_STOCK_TOO_MANY_ROWS: 5044,
  STAFF_STOCK_CODE_MISSING: 5045,
  STAFF_STOCK_CODE_INVALID: 5046,
  STAFF_STOCK_PRODUCT_UNKNOWN: 5047,
  STAFF_STOCK_VARIATION_UNKNOWN: 5048,
  STAFF_STOCK_DUPLICATE_IN_FILE: 5049,
  STAFF_STOCK_ALREADY_IN_STOCK: 5050,
  STAFF_STOCK_THRESHOLD_INVALID: 5051,
  STAFF_STOCK_NOT_FROM_CODES: 5052,
  STAFF_STORE_UNKNOWN: 5053,
  STAFF_STOCK_FILE_TOO_LARGE: 5054,
  STAFF_BATCH_COUNT_INVALID: 5055,
  STAFF_BATCH_VALUE_INVALID: 5056,
  STAFF_BATCH_NO_BLANK_CARDS: 5057,
  STAFF_BATCH_CSV_GONE: 5058,
  STAFF_BATCH_ALREADY_ISSUED: 5059,
  STAFF_INVOICE_NONE: 5060,
  STAFF_INVOICE_NO_FISCAL_CODE: 5061,
  STAFF_INVOICE_NO_ADDRESS: 5062,
  STAFF_PAGE_NOT_FOUND: 5063,
  STAFF_PAGE_TITLE_INVALID: 5064,
  STAFF_PAGE_BODY_INVALID: 5065,
  STAFF_PAGE_FIELD_TOO_LONG: 5066,
  STAFF_DOCUMENT_NOT_FOUND: 5067,
  STAFF_DOCUMENT_INVALID: 5068,
  STAFF_IMAGE_NOT_AN_IMAGE: 5069,
  STAFF_IMAGE_SIZE: 5082,
  STAFF_PAGE_IMAGE_INVALID: 5083,
  STAFF_PAGE_SLUG_INVALID: 5084,
  STAFF_CREDIT_NOTE_NOT_FOUND: 5085,
  STAFF_MOMENT_PRODUCTS_INVALID: 5086,
  STAFF_MOMENT_COLOUR_INVALID: 5087,
  STAFF_CUSTOMER_UNKNOWN: 5090,
  STAFF_CUSTOMER_ALREADY_ERASED: 5091,
  STAFF_CUSTOMER_SEARCH_SHORT: 5092,
  GENERIC: 9000,
  MAP_LOAD_FAILED: 9001,
  UNKNOWN_STORE: 9002,
  NOT_FOUND: 9003,
  VALIDATION: 9004,
  TOO_MANY_REQUESTS: 9005, // too many requests to the API from one client (HTTP 429)
} as const;

type ErrorCodeName = keyof typeof errorCodes;
export type ErrorCode = (typeof errorCodes)[ErrorCodeName];

/** Values a text needs when the caller passes none: the password limits of the field rules. */
export const errorDefaultParams: Partial<Record<ErrorCode, Record<string, unknown>>> = {
  1004: { min: PASSWORD_MIN },
  1205: { min: PASSWORD_MIN, max: PASSWORD_MAX },
  5002: { minutes: 15 },
  5055: { max: 500 },
  5075: { reason: '…' },
  5081: { date: '…' },
};
