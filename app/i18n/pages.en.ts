import type { pagesIt } from './pages.it.ts';
// English texts of the pages of issue 16; every key of pages.it.ts.
export const pagesEn: Record<keyof typeof pagesIt, string> = {
  'footer.redeemTerms': 'Balance terms',
  'footer.redeemPrivacy': 'Balance privacy',

  'redeemLegal.generalTerms': 'The shop’s general terms and conditions',
  'redeemLegal.generalPrivacy': 'The shop’s privacy policy',

  'promo.close': 'Close the promotion',
  'promo.details': 'Read the conditions',
  'promotion.conditions': 'Conditions',

  'blank.cardArt': 'To activate',
  'blank.cardsTitle': 'The blank cards',
  'blank.activateTitle': 'Already have a blank card?',
  'blank.activateText': 'Activate it now with the 19-digit number on the back: the balance is ready within 24 hours.',
  'blank.activateCta': 'Go to activation',
  'blank.businessText': 'Need many cards for your company? We send you a quote within an hour.',
  'blank.businessCta': 'Business gifts',

  'video.play': 'Watch the video: {title}',
  'video.loadsFrom': 'The video loads from {host} only when you start it.',
  'video.duration': 'Length {duration}',
  'video.frameTitle': '{title} (video on {provider})',

  'home.v2.eyebrow': 'Gift cards for every occasion',
  'home.v2.searchCategories': 'Find a gift card by category',
  'home.v2.moreMoments': 'All giving moments',

  'restaurant.eyebrow': 'Restaurant',
  'restaurant.bookTitle': 'Book a table',
  'restaurant.bookText': 'Call the restaurant to book and say that you will pay with the {brand} gift card.',
  'restaurant.payTitle': 'Paying with the gift card',
  'restaurant.pay1': 'Show the gift card, printed or on your phone, when you ask for the bill.',
  'restaurant.pay2': 'The restaurant takes the bill off the card’s balance; if the bill is higher, you pay the difference.',
  'restaurant.pay3': 'The card’s validity and terms are on its page:',
  'restaurant.giveTitle': 'Give a dinner here',
  'restaurant.giveText': 'With the {brand} gift card, the person who receives it chooses when to come, here or at another of its restaurants.',
  'restaurant.others': 'Other {brand} restaurants',
};
