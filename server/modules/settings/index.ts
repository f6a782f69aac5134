// The storefront settings module's face (decision 024): the §4 toggles staff set per storefront.
export { onTogglesChanged, PREVIEW_COOKIE, previewTokenOf, togglesVersion, watchToggles, withToggles } from './toggles.ts';
// Its admin fields, registered on the admin builder when the face loads.
import './admin-graphql.ts';
