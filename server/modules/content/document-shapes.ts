import { z } from 'zod';
import { socialNetworks } from '../../../common/art/marks.ts';

// The store-wide documents editors change in the back office (issue 18, decision 064), each with
// the shape the storefront reads: the footer's columns of links, the business menu, the trust marks
// and the social links. What is given is checked whole against its shape; the first broken rule is
// named by its place (`data.2.label`) for the form to point at.

export const EDITABLE_DOCUMENTS = ['footerMenu', 'businessMenu', 'trustMarks', 'socialLinks'] as const;
export type EditableDocument = (typeof EDITABLE_DOCUMENTS)[number];

export const DOCUMENT_LIMITS = { title: 80, path: 300, links: 15, columns: 6, marks: 8 };

const text = (max: number) => z.string().trim().min(1).max(max);
/** A path of the storefront (`/consegna/`, `/azienda/#preventivo`) or a page elsewhere (https only). */
const path = z
  .string()
  .trim()
  .max(DOCUMENT_LIMITS.path)
  .regex(/^(\/(?![/\\])\S*|https:\/\/[^\s/]+\.[^\s]+)$/);
const link = z.object({ title: text(DOCUMENT_LIMITS.title), path, external: z.boolean().optional(), newTab: z.boolean().optional() }).strip();

const shapes: Record<EditableDocument, z.ZodType> = {
  footerMenu: z
    .array(z.object({ title: text(DOCUMENT_LIMITS.title), path: z.literal('').default(''), children: z.array(link).min(1).max(DOCUMENT_LIMITS.links) }).strip())
    .min(1)
    .max(DOCUMENT_LIMITS.columns),
  businessMenu: z.object({ title: text(DOCUMENT_LIMITS.title), path, children: z.array(link).min(1).max(DOCUMENT_LIMITS.links) }).strip(),
  trustMarks: z
    .array(
      z
        .object({
          id: z.string().regex(/^[a-z0-9-]{1,60}$/),
          label: text(DOCUMENT_LIMITS.title),
          placement: z.enum(['general', 'header', 'topbar', 'bottombar']),
          width: z.number().int().min(10).max(400),
          link: path.nullable(),
        })
        .strip(),
    )
    .max(DOCUMENT_LIMITS.marks)
    .refine((marks) => new Set(marks.map((m) => m.id)).size === marks.length, { path: [0, 'id'] }),
  socialLinks: z
    .array(
      z
        .object({
          network: z.enum(socialNetworks),
          url: z
            .string()
            .trim()
            .max(DOCUMENT_LIMITS.path)
            .regex(/^https:\/\/[^\s/]+\.[^\s]+$/),
          hidden: z.boolean(),
        })
        .strip(),
    )
    .max(socialNetworks.length)
    .refine((links) => new Set(links.map((l) => l.network)).size === links.length, { path: [0, 'network'] }),
};

export function isEditableDocument(key: string): key is EditableDocument {
  return (EDITABLE_DOCUMENTS as readonly string[]).includes(key);
}

/** The document as given, trimmed to its shape, or the place of the first rule it breaks. */
export function checkDocument(key: EditableDocument, given: unknown): { ok: true; data: unknown } | { ok: false; field: string } {
  const parsed = shapes[key].safeParse(given);
  if (parsed.success) return { ok: true, data: parsed.data };
  const where = parsed.error.issues[0]?.path ?? [];
  return { ok: false, field: ['data', ...where.map(String)].join('.') };
}
