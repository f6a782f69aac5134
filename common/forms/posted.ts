import { z } from 'zod';

/**
 * What a form posts, by the names of its fields, each as it came (the checks are the form's own,
 * in a refinement): the names type the form's fields, so a field the form does not post is a type error.
 */
export const posted = <const K extends string>(...names: readonly K[]) =>
  z.object(Object.fromEntries(names.map((n) => [n, z.unknown().optional()])) as Record<K, z.ZodOptional<z.ZodUnknown>>);
