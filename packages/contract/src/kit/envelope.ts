import { z } from 'zod';

/** Success envelope of CONTRACT 2 around a `data` schema. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    requestId: z.string(),
    success: z.literal(true),
    message: z.string(),
    data,
  });
}

/** Success envelope without `data`. */
export const EmptySuccessEnvelope = z.object({
  requestId: z.string(),
  success: z.literal(true),
  message: z.string(),
});

export const ErrorEnvelope = z.object({
  requestId: z.string(),
  success: z.literal(false),
  code: z.int(),
  message: z.string(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** Paged list: `{ size, page, list, totalCount }`. */
export function pagedList<T extends z.ZodType>(item: T) {
  return z.object({
    size: z.int(),
    page: z.int(),
    list: z.array(item),
    totalCount: z.int(),
  });
}

/** Unpaged list: same shape with `page` omitted. */
export function unpagedList<T extends z.ZodType>(item: T) {
  return z.object({
    size: z.int(),
    list: z.array(item),
    totalCount: z.int(),
  });
}

/** Query of paged endpoints: `page` from 0, `size`. */
export function pageQuery(defaultSize: number) {
  return z.object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(100).default(defaultSize),
    sort: z.string().optional(),
  });
}

export const DEFAULT_SUCCESS_MESSAGE = '요청이 처리되었어요.';

/**
 * One read inside a combined read (an extension of CONTRACT 2): what that endpoint would have
 * answered on its own, without `requestId` — its `data`, or its error's `code` and `message`.
 */
export function readResult<T extends z.ZodType>(data: T) {
  return z.discriminatedUnion('success', [
    z.object({ success: z.literal(true), data }),
    z.object({ success: z.literal(false), code: z.int(), message: z.string() }),
  ]);
}
