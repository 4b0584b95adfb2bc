"use client";

import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";

import { Button } from "@/components/ui/button";
import type { Area } from "@/lib/nav";
import { cn } from "@/lib/utils";

import { AdminExtras } from "./admin-extras";
import { SidebarLinks } from "./sidebar-links";
import { useSidebarCollapsed } from "./sidebar-collapse-store";

type AreaSidebarProps = { area: Area; logoutAction: () => Promise<void> };

/**
 * The area's sidebar from md up, collapsible to icons (product.md §2); the choice is remembered across pages
 * and reloads. Below md the header menu lists the area's links, except for admin, whose sidebar becomes
 * a drawer (AdminMobileSidebar, rendered at the top of the page by AreaShell).
 */
export function AreaSidebar({ area, logoutAction }: AreaSidebarProps) {
  const t = useTranslations("areas");
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const navId = useId();
  return (
    <aside
      data-collapsed={collapsed}
      className={cn(
        "no-print sticky top-0 hidden max-h-dvh shrink-0 flex-col gap-3 self-start border-r bg-background p-3 transition-[width] md:flex",
        collapsed ? "w-20" : "w-60",
      )}
    >
      <Button
        variant="ghost"
        size="icon"
        onClick={() => setCollapsed(!collapsed)}
        aria-expanded={!collapsed}
        aria-controls={navId}
        aria-label={collapsed ? t("expand") : t("collapse")}
        className={cn(collapsed ? "self-center" : "self-end")}
      >
        {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
      </Button>
      <nav id={navId} aria-label={t("sidebarLabel")} className="flex flex-1 flex-col gap-3 overflow-y-auto">
        <SidebarLinks area={area} collapsed={collapsed} />
        {area === "admin" ? <AdminExtras logoutAction={logoutAction} collapsed={collapsed} /> : null}
      </nav>
    </aside>
  );
}
