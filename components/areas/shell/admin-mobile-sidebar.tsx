"use client";

import { PanelLeftOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

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
import { swipeAction } from "./swipe";

/** spec 2 (admin area, mobile): a drawer that a swipe right opens and a swipe left closes. */
export function AdminMobileSidebar({ logoutAction }: { logoutAction: () => Promise<void> }) {
  const t = useTranslations("areas");
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let start: { x: number; y: number } | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch || window.matchMedia("(min-width: 768px)").matches) return;
      const action = swipeAction(touch.clientX - start.x, touch.clientY - start.y);
      start = null;
      if (action) setOpen(action === "open");
    };
    document.addEventListener("touchstart", onStart, { passive: true });
    document.addEventListener("touchend", onEnd, { passive: true });
    return () => {
      document.removeEventListener("touchstart", onStart);
      document.removeEventListener("touchend", onEnd);
    };
  }, []);

  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="outline" size="sm" className="fixed bottom-4 left-4 z-30 shadow-md md:hidden">
          <PanelLeftOpen aria-hidden="true" />
          {t("openMenu")}
        </Button>
      </SheetTrigger>
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
