"use client";

import { House } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { LogoutButton } from "@/components/layout/logout-button";
import { cn } from "@/lib/utils";

type AdminExtrasProps = { logoutAction: () => Promise<void>; collapsed?: boolean; onNavigate?: () => void };

/** product.md §2 (admin area): the sidebar also offers 'Voltar ao Home' and 'Sair'. */
export function AdminExtras({ logoutAction, collapsed = false, onNavigate }: AdminExtrasProps) {
  const t = useTranslations("areas");
  return (
    <div className="mt-auto flex flex-col gap-1 border-t pt-3">
      <Link
        href="/"
        onClick={onNavigate}
        title={collapsed ? t("backToHome") : undefined}
        className={cn(
          "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-secondary hover:text-secondary-foreground",
          collapsed && "justify-center px-2",
        )}
      >
        <House aria-hidden="true" className="size-4 shrink-0" />
        <span className={cn(collapsed && "sr-only")}>{t("backToHome")}</span>
      </Link>
      <LogoutButton
        action={logoutAction}
        className={cn("w-full justify-start px-3 font-medium", collapsed && "justify-center px-2")}
      />
    </div>
  );
}
