import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { ProfileSkeleton } from "@/components/profile/profile-skeleton";
import { ProfileView } from "@/components/profile/profile-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile");
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function ProfilePage() {
  const t = await getTranslations("profile");
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <Suspense fallback={<ProfileSkeleton />}>
        <ProfileView />
      </Suspense>
    </div>
  );
}
