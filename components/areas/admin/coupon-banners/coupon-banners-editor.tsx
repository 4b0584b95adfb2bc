"use client";

import { Plus, TicketPercent } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";

import { ConfirmDeleteDialog } from "@/components/areas/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { TitledCardHeader } from "@/components/areas/admin/titled-card-header";
import { Card, CardContent } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import {
  moveCouponBanner,
  removeCouponBanner,
  type CouponBannerActionResult,
} from "@/lib/admin/coupon-banner-actions";
import type { CouponBannerEditorData, EditorCouponBanner } from "@/lib/data/coupon-banner-editor";
import { MAX_COUPON_BANNERS } from "@/lib/marketing/coupon-banners";

import { CouponBannerForm } from "./coupon-banner-form";
import { CouponBannerItem } from "./coupon-banner-item";

const EMPTY = { couponId: "", title: "", subtitle: "" };

/** Which dialog is open: 'Adicionar cupom', Editar on a banner, or none. */
type FormTarget = { mode: "create" } | { mode: "edit"; banner: EditorCouponBanner } | null;

/**
 * 'Cupons na página inicial' on /admin/layout: which marketplace coupons the home and the shoppers' coupon
 * wallet advertise, in which order, with what words (public.cupons_destaque). An administrator without
 * layout.edit sees the list only. Each save expires the home's cached banners, so shoppers see it at once.
 */
export function CouponBannersEditor({ banners, available, canEdit }: CouponBannerEditorData) {
  const t = useTranslations("adminCouponBanners");
  const [target, setTarget] = useState<FormTarget>(null);
  const [removing, setRemoving] = useState<EditorCouponBanner | null>(null);
  const [busy, startTransition] = useTransition();
  const full = banners.length >= MAX_COUPON_BANNERS;

  function run(action: () => Promise<CouponBannerActionResult>, done: string) {
    startTransition(async () => {
      const result = await action();
      if (result.ok) toast.success(done);
      else toast.error(result.error);
    });
  }

  const editing = target?.mode === "edit" ? target.banner : undefined;
  return (
    <Card>
      <TitledCardHeader
        id="coupon-banners-heading"
        icon={TicketPercent}
        title={t("title")}
        description={canEdit ? t("description", { max: MAX_COUPON_BANNERS }) : t("readOnly")}
      />
      <CardContent className="flex flex-col gap-4">
        {banners.length === 0 ? (
          <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <ol aria-labelledby="coupon-banners-heading" className="flex flex-col gap-3">
            {banners.map((banner, index) => {
              const above = banners[index - 1];
              const below = banners[index + 1];
              return (
                <CouponBannerItem
                  key={banner.couponId}
                  banner={banner}
                  place={index + 1}
                  canEdit={canEdit}
                  busy={busy}
                  onMoveUp={
                    above
                      ? () => run(() => moveCouponBanner(banner.couponId, above.position), t("moved"))
                      : undefined
                  }
                  onMoveDown={
                    below
                      ? () => run(() => moveCouponBanner(banner.couponId, below.position), t("moved"))
                      : undefined
                  }
                  onEdit={() => setTarget({ mode: "edit", banner })}
                  onRemove={() => setRemoving(banner)}
                />
              );
            })}
          </ol>
        )}
        {canEdit ? (
          <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between">
            {full || available.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                {full ? t("full", { max: MAX_COUPON_BANNERS }) : t("noneAvailable")}
              </p>
            ) : (
              <span />
            )}
            <Button
              onClick={() => setTarget({ mode: "create" })}
              disabled={busy || full || available.length === 0}
            >
              <Plus aria-hidden="true" />
              {t("add")}
            </Button>
          </div>
        ) : null}
      </CardContent>
      <CouponBannerForm
        key={editing?.couponId ?? "new"}
        open={target !== null}
        onOpenChange={(open) => (open ? null : setTarget(null))}
        initial={
          editing ? { couponId: editing.couponId, title: editing.title, subtitle: editing.subtitle } : EMPTY
        }
        editing={editing ? { code: editing.code } : undefined}
        available={available}
      />
      <ConfirmDeleteDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        question={t("removeDialog.title", { code: removing?.code ?? "" })}
        description={t("removeDialog.description")}
        cancelLabel={t("removeDialog.cancel")}
        confirmLabel={t("removeDialog.confirm")}
        onConfirm={() => {
          const banner = removing;
          setRemoving(null);
          if (banner) run(() => removeCouponBanner(banner.couponId), t("removed"));
        }}
      />
    </Card>
  );
}
