// The fulfilment module's face: all that code outside server/modules/fulfilment/ may import (decision 024).
// Files inside the module import each other directly, never this file; eslint.config.js keeps the wall.
export { dispatchDate, zonedDateTime } from './working-days.ts';
export { availableCodes, CHOICE_CARD_SLUGS, codesOfPackage, isStockBacked, releaseCodes, reserveCodes } from './stock.ts';
export { fulfilmentJobs } from './jobs.ts';
export { deliverDue, scheduleDigitalDeliveries } from './delivery.ts';
export { deliverAgainNow, deliveriesOfOrder, lockDelivery, orderOfCode, overdueDeliveries, stopPackage } from './delivery-control.ts';
// The back office's stock services (issue 17).
/** @public the admin API's */
export { setLowStockThreshold, type StockLevel, stockLevels } from './stock-levels.ts';
/** @public the admin API's */
export { type RefusedRow, uploadCodes, type UploadResult } from './stock-upload.ts';
// The back office's stock fields, registered on the admin builder when the face loads.
import './admin-graphql.ts';
