"use client";

import { PanelLeftOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";

import { AdminExtras } from "./admin-extras";
import { SidebarLinks } from "./sidebar-links";
import { useSwipe } from "./use-swipe";

/**
 * product.md §2 (admin area, mobile): the sidebar as a drawer that a swipe right opens and a swipe left closes,
 * with a menu button at the top of the page, in the flow, so it never covers content.
 */
export function AdminMobileSidebar({ logoutAction }: { logoutAction: () => Promise<void> }) {
  const t = useTranslations("areas");
  const [open, setOpen] = useState(false);
  useSwipe((action) => setOpen(action === "open"));

  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <div className="no-print mb-4 md:hidden">
        <SheetTrigger asChild>
          <Button variant="outline" size="sm">
            <PanelLeftOpen aria-hidden="true" />
            {t("openMenu")}
          </Button>
        </SheetTrigger>
      </div>
      <SheetContent side="left" className="w-72 p-0">
        <SheetHeader className="border-b">
          <SheetTitle>{t("sidebarLabel")}</SheetTitle>
          <SheetDescription className="sr-only">{t("swipeHint")}</SheetDescription>
        </SheetHeader>
        <nav aria-label={t("sidebarLabel")} className="flex flex-1 flex-col gap-3 overflow-y-auto p-3">
          <SidebarLinks area="admin" onNavigate={close} />
          <AdminExtras logoutAction={logoutAction} onNavigate={close} />
        </nav>
      </SheetContent>
    </Sheet>
  );
}
