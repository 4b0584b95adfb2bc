"use server";

import { z } from "zod";

import type { AppUser } from "@/lib/auth/types";
import { requireAccountType } from "@/lib/data/access";
import {
  getNoticeReadState,
  markNoticesRead,
  NOTICE_ACCOUNT_TYPES,
  noticeIdsSchema,
} from "@/lib/data/notices";
import type { NoticeArea } from "@/lib/notices/derive";
import type { NoticeAnswer } from "@/lib/notices/read-state";

/** Who has notices in each area; every action checks the account type before the database does. */
function viewerOf(area: NoticeArea): Promise<AppUser> {
  return requireAccountType(...NOTICE_ACCOUNT_TYPES[area]);
}

const areaSchema = z.enum(["company", "customer"]);
const idsSchema = noticeIdsSchema.min(1);

/**
 * The viewer's notices that start unread and which of them they have read, for the menu badge on any area
 * page (the layout cannot hand them down). Other areas get nothing.
 */
export async function loadNoticeReadState(area: NoticeArea): Promise<NoticeAnswer | null> {
  const parsed = areaSchema.safeParse(area);
  if (!parsed.success) return null;
  return getNoticeReadState(await viewerOf(parsed.data), parsed.data);
}

/** Marks notices read for the signed-in person (public.avisos_lidos); false when nothing was saved. */
export async function saveNoticesRead(area: NoticeArea, ids: string[]): Promise<boolean> {
  const parsedArea = areaSchema.safeParse(area);
  const parsedIds = idsSchema.safeParse(ids);
  if (!parsedArea.success || !parsedIds.success) return false;
  return markNoticesRead(await viewerOf(parsedArea.data), parsedArea.data, parsedIds.data);
}
