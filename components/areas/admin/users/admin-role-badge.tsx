import { ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import type { AdminRole } from "@/lib/admin/types";

// Dark accent for Super Admin: white on the lighter primary blue stays below WCAG AA (3.7:1).
const TONE = {
  superadmin: { variant: "default", className: "bg-accent text-accent-foreground" },
  admin: { variant: "secondary", className: undefined },
  moderator: { variant: "outline", className: undefined },
} as const;

/** product.md §5: Moderador, Admin, Super Admin. */
export function AdminRoleBadge({ role }: { role: AdminRole }) {
  const t = useTranslations("adminUsers.roles");
  return (
    <Badge variant={TONE[role].variant} className={TONE[role].className}>
      {role === "superadmin" ? <ShieldCheck aria-hidden="true" /> : null}
      {t(role)}
    </Badge>
  );
}
