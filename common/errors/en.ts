// English texts of the error catalogue. Where spec §8 quotes an English text it is used word for
// word (2030, 2031, 2035, 2036 and the fallback), except 2015: see the note there.
import type { ErrorCode } from './codes.ts';

export const fallbackEn =
  'Oh oh, something went wrong. We are already working on a fix for this issue. Please try again at a later moment. Our apologies for the inconvenience.';

const captcha = 'The security check failed. Please try again.';
const alreadyLoggedIn = 'You are already logged in.';
const invalidEmail = 'Please enter a valid email address.';

export const errorMessagesEn: Record<ErrorCode, string> = {
  1001: 'An account with this email address already exists. Log in or reset your password.',
  1002: alreadyLoggedIn,
  1003: 'The password contains characters that are not allowed. Use only Latin letters, digits and symbols.',
  1004: 'The password is too short: it must have at least {min} characters.',
  1005: 'Something went wrong while creating your account. Please try again later.',
  1101: alreadyLoggedIn,
  1102: captcha,
  1103: invalidEmail,
  1104: 'We cannot find an account with this email address.',
  1105: 'The combination of email and password is not correct.',
  1106: 'We could not log you in. Please try again later.',
  1107: 'Too many login attempts. Please try again in a few minutes or reset your password.',
  1201: captcha,
  1202: 'The new password contains characters that are not allowed. Use only Latin letters, digits and symbols.',
  1203: 'The passwords do not match.',
  1204: 'The current password is not correct.',
  1205: 'The password must have {min} to {max} characters.',
  1206: 'Please log in to change your password.',
  1301: captcha,
  1302: 'We could not send the email. Please try again later.',
  1303: invalidEmail,
  1304: 'There is no user with this email address.',
  1305: alreadyLoggedIn,
  1306: 'The link to choose a new password is invalid or has expired. Please request a new one.',
  1401: 'Please log in to your account to continue.',
  1402: 'The password is not correct.',
  // The spec's text names a real third-party brand ("Exceeded the Apple gift card sum limit ...").
  // The shop must not name brands it has no agreement with, so the brand became "third-party";
  // the rest of the sentence is the spec's.
  2015: 'Exceeded the third-party gift card sum limit in the order. The limit is 500 euro per order.',
  2030: 'Exceeding of giftcard limit in the order',
  2031: 'Not possible to continue with this gift card because currently it is out the stock.',
  2032: 'A test gift card cannot be added to the basket.',
  2033: 'A basket with a zero balance cannot be ordered.',
  2035: 'We were unable to process your payment. Please try a different payment method or contact your bank for more information.',
  2036: 'Too many attempts have been made. Please try again later or use a different payment method.',
  2037: 'Something went wrong with the payment. Please try again or choose a different payment method.',
  2038: 'The payment failed twice. Please contact the payment provider.',
  2039: 'We cannot process this order. Please contact our customer service.',
  2040: 'You already have several orders waiting for payment. Pay one of them, or wait until they expire, before placing another.',
  3001: 'This card has already been added.',
  3002: 'This card is blocked.',
  3003: 'This card has expired.',
  3004: 'This card has no balance left.',
  3005: 'This card has not been activated yet.',
  3006: 'This card cannot be used here.',
  3007: "We don't recognise this number, please check the number and try again.",
  3008: 'Different types of card cannot be combined.',
  3009: 'This card belongs to another shop.',
  3010: "This card's brand details are missing. Please try again later.",
  3011: 'We could not check the card because of a connection problem. Please try again later.',
  3012: captcha,
  3013: 'Too many attempts. Please try again later.',
  4001: 'We could not activate this card. Check the number and try again, or contact customer service.',
  4002: 'This card cannot be activated: its number is not one we accept.',
  4003: invalidEmail,
  9000: fallbackEn,
  9001: 'The map could not be loaded. Please try again later.',
  9002: 'The requested shop does not exist.',
  9003: 'We could not find what you are looking for.',
  9004: 'Some details are not valid. Please check them and try again.',
  9005: 'Too many requests in a short time. Please wait a minute and try again.',
};
