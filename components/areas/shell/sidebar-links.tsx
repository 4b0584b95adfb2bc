"use client";

import { Circle } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";

import { NoticesBadge } from "@/components/areas/notices/notices-badge";
import { AREA_NAV, type Area } from "@/lib/nav";
import { cn } from "@/lib/utils";

import { NAV_ICONS } from "./nav-icons";

/** The area root matches only itself; other links also match their sub-pages. */
function isActive(pathname: string, href: string, root: string): boolean {
  if (href === root) return pathname === root;
  return pathname === href || pathname.startsWith(`${href}/`);
}

type SidebarLinksProps = { area: Area; collapsed?: boolean; onNavigate?: () => void };

/** The area's links (lib/nav.ts), with the current page marked. */
export function SidebarLinks({ area, collapsed = false, onNavigate }: SidebarLinksProps) {
  const t = useTranslations("nav");
  const pathname = usePathname();
  const links = AREA_NAV[area];
  const root = links[0]?.href ?? `/${area}`;
  return (
    <ul className="flex flex-col gap-1">
      {links.map((link) => {
        const Icon = NAV_ICONS[link.labelKey] ?? Circle;
        const active = isActive(pathname, link.href, root);
        const label = t(link.labelKey);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              title={collapsed ? label : undefined}
              className={cn(
                "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-secondary hover:text-secondary-foreground",
                active && "bg-secondary text-secondary-foreground",
                collapsed && "justify-center px-2",
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span className={cn(collapsed && "sr-only")}>{label}</span>
              {link.labelKey === "notices" ? <NoticesBadge area={area} collapsed={collapsed} /> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
