import { connection, NextResponse } from "next/server";
import { getTranslations } from "next-intl/server";

import { isBackendUnavailable } from "@/lib/auth/backend-unavailable";
import { getCurrentUser } from "@/lib/auth/session";
import { exportPersonalData } from "@/lib/data/profile-export";
import { personalDataFileName } from "@/lib/profile/export-file";

const NO_STORE = { "Cache-Control": "private, no-store" };

/** 'Baixar meus dados': the signed-in person's data as a JSON download, read as them (RLS decides). */
export async function GET() {
  // per person and per request: never prerendered
  await connection();
  const t = await getTranslations("accountData");
  try {
    const user = await getCurrentUser();
    if (!user) return NextResponse.json({ error: t("exportSignIn") }, { status: 401, headers: NO_STORE });
    const now = new Date();
    const body = JSON.stringify(await exportPersonalData(user, now), null, 2);
    return new NextResponse(body, {
      headers: {
        ...NO_STORE,
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${personalDataFileName(now)}"`,
      },
    });
  } catch (error) {
    if (!isBackendUnavailable(error)) console.error("GET /api/me/dados:", error);
    return NextResponse.json({ error: t("exportFailed") }, { status: 503, headers: NO_STORE });
  }
}
