"use client";

import { useTranslations } from "next-intl";

import { Field } from "@/components/forms/field";
import { FormDialog, useDialogForm } from "@/components/forms/form-dialog";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { createCouponBanner, editCouponBanner } from "@/lib/admin/coupon-banner-actions";
import type { MarketplaceCouponOption } from "@/lib/data/coupon-banner-editor";
import {
  BANNER_SUBTITLE,
  BANNER_TITLE,
  type CouponBannerField,
  type CouponBannerFormValues,
} from "@/lib/marketing/coupon-banner-form";

const FIELDS: readonly CouponBannerField[] = ["couponId", "title", "subtitle"];

type CouponBannerFormProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** empty for 'Adicionar cupom', the banner's own for Editar */
  initial: CouponBannerFormValues;
  /** Editar: the banner's coupon (fixed) and code; absent for a new banner */
  editing?: { code: string };
  /** the marketplace coupons without a banner, offered when adding */
  available: readonly MarketplaceCouponOption[];
};

/**
 * 'Adicionar cupom' and Editar: the coupon (chosen once), the title and the subtitle the home shows over its
 * code. The server action checks the lengths again and RLS decides who saves; each Portuguese error shows under
 * its field and the typed words stay.
 */
export function CouponBannerForm({ open, onOpenChange, initial, editing, available }: CouponBannerFormProps) {
  const t = useTranslations("adminCouponBanners");
  const form = useDialogForm({
    initial,
    fields: FIELDS,
    onOpenChange,
    submit: (values: CouponBannerFormValues) =>
      editing ? editCouponBanner(values.couponId, values) : createCouponBanner(values),
    saved: (values) => toast.success(t(editing ? "saved" : "created"), { description: values.title.trim() }),
    emptyAfterSave: !editing,
  });

  return (
    <FormDialog
      open={open}
      form={form}
      title={t(editing ? "form.editTitle" : "form.createTitle")}
      intro={t("form.intro")}
      invalid={t("form.invalid")}
      cancel={t("form.cancel")}
      submit={t(editing ? "form.save" : "form.create")}
    >
      <Field
        id={form.fieldId("couponId")}
        label={t("form.coupon")}
        hint={editing ? t("form.couponFixed") : undefined}
        error={form.errors.couponId}
      >
        {(control) =>
          editing ? (
            <Input {...control} value={editing.code} readOnly className="font-mono" />
          ) : (
            <NativeSelect
              {...control}
              name="couponId"
              value={form.values.couponId}
              aria-required
              onChange={(event) => form.change("couponId", event.target.value)}
            >
              <option value="">{t("form.couponPlaceholder")}</option>
              {available.map((coupon) => (
                <option key={coupon.id} value={coupon.id}>
                  {t("form.couponOption", { code: coupon.code, description: coupon.description })}
                </option>
              ))}
            </NativeSelect>
          )
        }
      </Field>
      <Field
        id={form.fieldId("title")}
        label={t("form.title")}
        hint={t("form.lengthHint", BANNER_TITLE)}
        error={form.errors.title}
      >
        {(control) => (
          <Input
            {...control}
            name="title"
            value={form.values.title}
            maxLength={BANNER_TITLE.max}
            aria-required
            onChange={(event) => form.change("title", event.target.value)}
          />
        )}
      </Field>
      <Field
        id={form.fieldId("subtitle")}
        label={t("form.subtitle")}
        hint={t("form.lengthHint", BANNER_SUBTITLE)}
        error={form.errors.subtitle}
      >
        {(control) => (
          <Textarea
            {...control}
            name="subtitle"
            rows={3}
            value={form.values.subtitle}
            maxLength={BANNER_SUBTITLE.max}
            aria-required
            onChange={(event) => form.change("subtitle", event.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}
