import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import type { Audit } from '../../staff-action.ts';
import { imageFiles, images } from './tables.ts';

// Pictures editors upload for a page (issue 18, decision 065). What is sent is read by sharp, never
// trusted by its name or type: a JPEG, PNG or WebP of at least 400 pixels across, at most 4 MB and
// 40 megapixels. It is turned upright, drawn again as WebP at each width a browser may ask for (none
// larger than the original) and kept in the database without its metadata (a camera's place and
// time are not the shop's to publish). The files are never changed after: their address is forever.

export const IMAGE_LIMITS = { maxBytes: 4 * 1024 * 1024, minWidth: 400, maxPixels: 40_000_000 };
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
const FORMATS = new Set(['jpeg', 'png', 'webp']);

export type ImageRefusal = 'not-an-image' | 'size';
type Variant = { width: number; height: number; data: Buffer };
export type PreparedImage = { width: number; height: number; variants: Variant[] };

/** The picture's variants, or why it is refused. */
export async function prepareImage(bytes: Buffer): Promise<{ ok: true; image: PreparedImage } | { ok: false; refusal: ImageRefusal }> {
  if (bytes.length === 0 || bytes.length > IMAGE_LIMITS.maxBytes) return { ok: false, refusal: 'size' };
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: IMAGE_LIMITS.maxPixels }).metadata();
  } catch (err) {
    // sharp names a picture over the pixel limit in its message; anything else is not a picture it reads.
    return { ok: false, refusal: /pixel limit/i.test(String(err)) ? 'size' : 'not-an-image' };
  }
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) return { ok: false, refusal: 'not-an-image' };
  // A picture taken sideways reports its width as its height until it is turned upright.
  const upright = (meta.orientation ?? 1) >= 5;
  const width = upright ? meta.height : meta.width;
  if (width < IMAGE_LIMITS.minWidth || meta.width * meta.height > IMAGE_LIMITS.maxPixels) return { ok: false, refusal: 'size' };
  try {
    const variants = await Promise.all(
      imageWidths(width).map(async (w) => {
        const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_LIMITS.maxPixels })
          .rotate()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, data };
      }),
    );
    const largest = variants.at(-1)!;
    return { ok: true, image: { width: largest.width, height: largest.height, variants } };
  } catch {
    return { ok: false, refusal: 'not-an-image' };
  }
}

export type SavedImage = { id: string; width: number; height: number };

/** Keeps an uploaded picture of a storefront, with its audit row; its public id names it from now on. */
export async function saveImage(
  db: Db,
  staff: { id: number },
  audit: Audit,
  storeId: number,
  bytes: Buffer,
  reason: string,
): Promise<{ ok: true; image: SavedImage } | { ok: false; refusal: ImageRefusal }> {
  const prepared = await prepareImage(bytes);
  if (!prepared.ok) return prepared;
  const { width, height, variants } = prepared.image;
  const publicId = randomBytes(12).toString('base64url');
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(images).values({ publicId, storeId, width, height, staffId: staff.id }).returning({ id: images.id });
    await tx.insert(imageFiles).values(variants.map((v) => ({ imageId: row!.id, ...v })));
    const sizes = variants.map((v) => v.width);
    await audit(tx, { action: 'content.image', target: `image:${publicId}`, before: null, after: { storeId, width, height, sizes }, reason });
  });
  return { ok: true, image: { id: publicId, width, height } };
}

/** An uploaded picture of a storefront, by its public id; null for another storefront's or none. */
export async function storeImage(db: Executor, storeId: number, publicId: string): Promise<(SavedImage & { widths: number[] }) | null> {
  const rows = await db
    .select({ width: images.width, height: images.height, variant: imageFiles.width })
    .from(images)
    .innerJoin(imageFiles, eq(imageFiles.imageId, images.id))
    .where(and(eq(images.publicId, publicId), eq(images.storeId, storeId)));
  if (!rows.length) return null;
  return { id: publicId, width: rows[0]!.width, height: rows[0]!.height, widths: rows.map((r) => r.variant).sort((a, b) => a - b) };
}

/** The bytes of one variant of a picture (`/media/<id>/<width>.webp`); null when there is none. */
export async function imageFile(db: Executor, publicId: string, width: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ data: imageFiles.data })
    .from(imageFiles)
    .innerJoin(images, eq(images.id, imageFiles.imageId))
    .where(and(eq(images.publicId, publicId), eq(imageFiles.width, width)));
  return row?.data ?? null;
}

/** The widths a page's picture is drawn at, smallest first (as `prepareImage` makes them). */
export function imageWidths(width: number): number[] {
  return [...new Set([...IMAGE_WIDTHS.filter((w) => w < width), Math.min(width, IMAGE_WIDTHS.at(-1)!)])];
}
