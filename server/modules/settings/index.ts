// The storefront settings module's face (decision 024): the §4 toggles staff set per storefront.
export { onTogglesChanged, PREVIEW_COOKIE, togglesVersion, watchToggles, withToggles } from './toggles.ts';

// Staff set them through the back office's fields (server/admin/toggles-graphql.ts).
export { publishedToggles, publishToggleVersion, saveToggleDraft, toggleVersions, type ToggleRefusal } from './service.ts';
export type { ToggleVersion } from './tables.ts';
