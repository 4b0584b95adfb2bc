import { redirect } from "next/navigation";
import type { NextRequest } from "next/server";

import { confirmEmailLink } from "@/lib/auth/confirm-link";
import { unavailableResponse } from "@/lib/server/unavailable-page";

/** The link of the recovery and invitation e-mails: verifies its token_hash, then 'Criar nova senha'. */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const outcome = await confirmEmailLink(params.get("token_hash"), params.get("type"));
  if ("unavailable" in outcome) return unavailableResponse(request.nextUrl);
  redirect(outcome.to);
}
