"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { lazy, Suspense } from "react";

import { LogoutButton } from "@/components/layout/logout-button";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import type { Area, MenuItem } from "@/lib/nav";
import { cn } from "@/lib/utils";

export type MobileMenuProps = {
  items: readonly MenuItem[];
  /** Shown under the title when someone is signed in. */
  signedInAs?: string;
  logoutAction?: () => Promise<void>;
};

// The unread count beside 'Avisos' (company and customer areas); loaded only when such a menu opens.
const NoticesBadge = lazy(() =>
  import("@/components/areas/notices/notices-badge").then((module) => ({ default: module.NoticesBadge })),
);

// Mounted only while the sheet is open, so usePathname never runs during prerendering.
function MenuLinks({ items, logoutAction }: Pick<MobileMenuProps, "items" | "logoutAction">) {
  const t = useTranslations("nav");
  const pathname = usePathname();
  return (
    <ul className="flex flex-col gap-1 px-4">
      {items.map((item) =>
        item.kind === "link" ? (
          <li key={item.href}>
            <SheetClose asChild>
              <Link
                href={item.href}
                aria-current={pathname === item.href ? "page" : undefined}
                className={cn(
                  "flex items-center gap-2 rounded-md px-3 py-2.5 font-medium hover:bg-secondary hover:text-secondary-foreground",
                  pathname === item.href && "bg-secondary text-secondary-foreground",
                )}
              >
                {t(item.labelKey)}
                {item.labelKey === "notices" ? (
                  <Suspense fallback={null}>
                    <NoticesBadge area={item.href.split("/")[1] as Area} />
                  </Suspense>
                ) : null}
              </Link>
            </SheetClose>
          </li>
        ) : logoutAction ? (
          <li key="logout" className="mt-2 border-t pt-2">
            <LogoutButton action={logoutAction} className="w-full justify-start px-3" />
          </li>
        ) : null,
      )}
    </ul>
  );
}

type MobileMenuSheetProps = MobileMenuProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the sheet closes (the toggle: it is not a Radix trigger). */
  onClosed: () => void;
};

/**
 * The slide-out menu itself (product.md §2), loaded only when a phone visitor reaches for the toggle
 * (mobile-menu.tsx): the dialog primitives stay out of every page's first load (product.md D12).
 */
export function MobileMenuSheet({
  items,
  signedInAs,
  logoutAction,
  open,
  onOpenChange,
  onClosed,
}: MobileMenuSheetProps) {
  const t = useTranslations("header");
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="overflow-y-auto"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <SheetHeader className="border-b">
          <SheetTitle>{t("menuTitle")}</SheetTitle>
          <SheetDescription className={cn(!signedInAs && "sr-only")}>
            {signedInAs ? t("signedInAs", { name: signedInAs }) : t("menuDescription")}
          </SheetDescription>
        </SheetHeader>
        <nav aria-label={t("menuTitle")}>
          <MenuLinks items={items} logoutAction={logoutAction} />
        </nav>
      </SheetContent>
    </Sheet>
  );
}
