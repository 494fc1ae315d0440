// Tags (issue 36): staff's own short words on orders and customers ("Rückfrage", "Großkunde"),
// never shown to the shopper; the order and customer lists filter by one.
import { z } from 'zod';

export const MAX_TAGS = 10;

export const tagSchema = z
  .string()
  .trim()
  .min(1, { error: 'A tag cannot be empty.' })
  .max(30, { error: 'A tag has at most 30 characters.' })
  .regex(/^[^,]+$/, { error: 'A tag cannot contain a comma.' });

/** The whole set, replacing the one before; the same tag twice (in any case) is kept once. */
export const tagsBodySchema = z.strictObject({
  tags: z
    .array(tagSchema)
    .max(MAX_TAGS, { error: `At most ${MAX_TAGS} tags.` })
    .transform((tags) => tags.filter((tag, index) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index)),
});
export type TagsBody = z.input<typeof tagsBodySchema>;

/** `?tag=` of the lists: one tag, matched without regard to case. */
export const tagFilterSchema = z.string().trim().min(1).max(30);
