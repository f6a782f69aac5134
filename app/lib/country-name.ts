// A country's name in the page's language ("Paesi Bassi", "Nederland", "Netherlands"), from the
// browser's or the server's own CLDR data (Intl.DisplayNames): no list of names to keep.
const names = new Map<string, Intl.DisplayNames>();

export function countryName(code: string, language: string): string {
  let display = names.get(language);
  if (!display) {
    display = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    names.set(language, display);
  }
  return display.of(code.toUpperCase()) ?? code;
}
