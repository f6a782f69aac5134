// The promo pop-up's memory (decision 036): the id of the promotion this browser's visitor dismissed
// or followed, so that promotion is not offered again. A preference the visitor expressed, kept
// like the store switcher's dismissal: no tracking, so it needs no consent.

const DISMISSED_KEY = 'promoDismissed';

export function promotionDismissed(id: string): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === id;
  } catch {
    return false;
  }
}

export function dismissPromotion(id: string): void {
  try {
    window.localStorage.setItem(DISMISSED_KEY, id);
  } catch {
    // Storage refused (a private window's quota): it shows again on the next visit, nothing worse.
  }
}
