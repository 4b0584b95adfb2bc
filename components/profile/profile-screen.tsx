import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { ProfileSkeleton } from "@/components/profile/profile-skeleton";
import { ProfileView } from "@/components/profile/profile-view";

export async function profileMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile");
  return { title: t("metaTitle"), robots: { index: false } };
}

/** product.md §2 "Customer profile", shared by /profile and /customer/profile. */
export function ProfileScreen() {
  const t = useTranslations("profile");
  return (
    <>
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <Suspense fallback={<ProfileSkeleton />}>
        <ProfileView />
      </Suspense>
    </>
  );
}
