import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { ProfileSkeleton } from "@/components/profile/profile-skeleton";
import { ProfileView } from "@/components/profile/profile-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile");
  return { title: t("metaTitle"), robots: { index: false } };
}

/** spec 2 "Customer profile" inside the customer area (the dashboard's 'Meu Perfil' links here). */
export default async function CustomerProfilePage() {
  const t = await getTranslations("profile");
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <Suspense fallback={<ProfileSkeleton />}>
        <ProfileView />
      </Suspense>
    </div>
  );
}
