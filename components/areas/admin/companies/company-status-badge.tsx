import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import { approvalLabelKey, type ApprovalLabelKey } from "@/lib/admin/companies";

const TONE: Record<
  ApprovalLabelKey,
  { variant: "success" | "outline" | "destructive" | "secondary"; className?: string }
> = {
  approved: { variant: "success" },
  pending: { variant: "outline", className: "border-warning/50 bg-background text-warning" },
  rejected: { variant: "destructive" },
  unknown: { variant: "secondary" },
};

/** product.md §4: Aprovada, Pendente, Rejeitada, else Desconhecido. */
export function CompanyStatusBadge({ status }: { status: string }) {
  const t = useTranslations("adminCompanies.status");
  const key = approvalLabelKey(status);
  return (
    <Badge variant={TONE[key].variant} className={TONE[key].className}>
      {t(key)}
    </Badge>
  );
}
