// The content module's face: all that code outside server/modules/content/ may import (decision 024).
// Files inside the module import each other directly, never this file; eslint.config.js keeps the wall.
import './graphql-brand.ts'; // the promotion block and the footer's disclaimer on storeData
export * from './service.ts';
export { GivingMomentPage } from './graphql.ts'; // loading it registers the module's GraphQL types and fields
export { metadataFor, PageMetadata } from './metadata.ts';
import './graphql-testimonials.ts';
// Editors change pages in the back office (decision 063): drafts, preview, publication, going back.
export { onContentChanged, pageVersionsOf, watchContent } from './published.ts';
export { createPage } from './creating.ts';
export { publishPageVersion, savePageDraft, storePage, storePages, withdrawPage, type PageRefusal } from './editing.ts';
export type { PageVersion } from './tables.ts';
// …and the store-wide documents the same way (decision 064): menus, trust marks, social links.
export { documentVersionsOf, editableDocument, publishDocumentVersion, saveDocumentDraft, storeDocuments, type DocumentRefusal } from './document-editing.ts';
export type { DocumentRow, DocumentVersion } from './tables.ts';
// …and the pictures editors upload for pages (decision 065).
export { imageFile, imageWidths, saveImage, type ImageRefusal } from './images.ts';
export type { PageImage } from './tables.ts';
