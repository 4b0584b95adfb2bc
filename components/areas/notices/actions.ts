"use server";

import { requireAccountType } from "@/lib/data/access";
import { getUnreadNoticeIds } from "@/lib/data/notices";
import type { NoticeArea } from "@/lib/notices/derive";

/**
 * The ids of the viewer's notices that start unread, for the menu badge on any area page (the layout
 * cannot hand them down). Checks the account type like every server action; other areas get nothing.
 */
export async function loadUnreadNoticeIds(area: NoticeArea): Promise<string[]> {
  if (area === "company") return getUnreadNoticeIds(await requireAccountType("empresa", "entregador"), area);
  if (area === "customer") return getUnreadNoticeIds(await requireAccountType("cliente"), area);
  return [];
}
