"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { WeeklyHours } from "@/components/store/weekly-hours";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { canDecide, type AdminCompany } from "@/lib/admin/companies";
import { formatDate } from "@/lib/format";

import { cn } from "@/lib/utils";
import { deliveryFeeText } from "@/lib/orders/delivery-fee";

import { CompanyDecisionButtons, CompanyDeleteButton, type CompanyHandlers } from "./company-actions";
import { CompanyLogo } from "./company-logo";
import { CompanyStatusBadge } from "./company-status-badge";

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn("flex flex-col gap-0.5", wide && "sm:col-span-2")}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

type CompanyDetailsDialogProps = Omit<CompanyHandlers, "onOpen"> & {
  company: AdminCompany | null;
  onClose: () => void;
};

/** product.md §2 'Detalhes da Empresa': every company field; approve/reject close it (product.md §4). */
export function CompanyDetailsDialog({
  company,
  busy,
  onClose,
  onDecide,
  onDelete,
  permissions,
}: CompanyDetailsDialogProps) {
  const t = useTranslations("adminCompanies.details");
  const labels = useTranslations("adminCompanies");
  const plans = useTranslations("plans");
  return (
    <Dialog open={company !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {company ? (
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{t("title")}</DialogTitle>
            <DialogDescription>{t("description", { name: company.name })}</DialogDescription>
          </DialogHeader>
          <div className="flex items-center gap-3">
            <CompanyLogo name={company.name} logo={company.logo} className="size-14" />
            <div className="flex min-w-0 flex-col gap-1">
              <p className="text-lg font-semibold">{company.name}</p>
              <div className="flex flex-wrap gap-1.5">
                <CompanyStatusBadge status={company.approval} />
                <Badge variant="secondary">{plans(company.plan)}</Badge>
              </div>
            </div>
          </div>
          <Group title={t("about")}>
            <Field label={t("descriptionLabel")} wide>
              {company.description}
            </Field>
            <Field label={t("serviceType")}>{labels(`serviceTypes.${company.serviceType}`)}</Field>
            <Field label={t("category")}>{company.category}</Field>
            <Field label={t("storefront")}>
              {company.status === "active" ? t("storefrontActive") : t("storefrontInactive")}
            </Field>
            <Field label={t("createdAt")}>{formatDate(company.createdAt)}</Field>
          </Group>
          <Group title={t("contact")}>
            <Field label={t("email")}>{company.email}</Field>
            <Field label={t("phone")}>{company.phone}</Field>
            <Field label={t("whatsapp")}>{company.whatsapp}</Field>
            <Field label={t("instagram")}>{company.instagram}</Field>
            <Field label={t("address")} wide>
              {company.address.street}, {company.address.neighborhood}, {company.address.city} -{" "}
              {company.address.state}, {t("zipCode")} {company.address.zipCode}
            </Field>
          </Group>
          <Group title={t("delivery")}>
            <Field label={t("deliveryTime")}>{company.deliveryTime}</Field>
            <Field label={t("deliveryFee")}>{deliveryFeeText(company.deliveryFee, t("freeDelivery"))}</Field>
            <Field label={t("rating")}>
              {company.rating > 0 ? t("ratingValue", { rating: company.rating }) : t("noRating")}
            </Field>
          </Group>
          <section className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">{t("hours")}</h3>
            <WeeklyHours openingHours={company.openingHours} className="max-w-xs" />
          </section>
          {canDecide(company) ? null : <p className="text-xs text-muted-foreground">{t("decisionHint")}</p>}
          <DialogFooter className="gap-2 sm:justify-between">
            <CompanyDeleteButton
              company={company}
              busy={busy}
              onDelete={onDelete}
              permissions={permissions}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <DialogClose asChild>
                <Button variant="outline" size="sm">
                  {t("close")}
                </Button>
              </DialogClose>
              <CompanyDecisionButtons
                company={company}
                busy={busy}
                onDecide={onDecide}
                permissions={permissions}
              />
            </div>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
