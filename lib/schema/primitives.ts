import { z } from "zod";

/** The zod primitives every domain schema shares (ids, dates, times, money, local image paths). */

export const uuid = z.uuid();
/** Whether `value` is a UUID (ids of rows): what can never be one is answered without a read. */
export const isUuid = (value: unknown): value is string => uuid.safeParse(value).success;
/** Local image under public/ (never a remote URL). */
export const localImage = z.string().regex(/^\/[a-z0-9/_.-]+\.(svg|webp|png)$/);
export const isoDateTime = z.iso.datetime({ offset: true });
export const isoDate = z.iso.date();
export const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
export const money = z.number().nonnegative().multipleOf(0.01);
/** How many of something: a whole number from 0. */
export const count = z.number().int().nonnegative();
