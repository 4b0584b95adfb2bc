import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { LayoutScreen } from "@/components/areas/admin/theme/layout-screen";
import { requireArea } from "@/lib/data/access";
import { getCouponBannerEditor } from "@/lib/data/coupon-banner-editor";
import { getThemeEditor } from "@/lib/data/theme-editor";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminLayout");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md §2 Layout: the theme editor over public.tema and the home's coupon banners over
// public.cupons_destaque; saving either needs layout.edit (product.md §6).
export default async function AdminLayoutPage() {
  const viewer = await requireArea("admin");
  const [themeEditor, couponBanners] = await Promise.all([
    getThemeEditor(viewer),
    getCouponBannerEditor(viewer),
  ]);
  return <LayoutScreen themeEditor={themeEditor} couponBanners={couponBanners} />;
}
