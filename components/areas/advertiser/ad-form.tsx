"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { Field, FieldSet } from "@/components/forms/field";
import { FormDialog, useDialogForm } from "@/components/forms/form-dialog";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { createAd, editAd } from "@/lib/advertiser/ad-actions";
import {
  adImageName,
  AD_DESCRIPTION_MAX,
  AD_IMAGES,
  AD_TITLE_MAX,
  type AdField,
  type AdFormValues,
} from "@/lib/advertiser/ad-form";

const FIELD_ORDER: readonly AdField[] = ["campaignId", "title", "description", "image", "url"];

type AdFormProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: AdFormValues;
  /** the campaigns a new ad may go in (not finished) */
  campaigns: readonly { id: string; name: string }[];
  /** the ad being edited (its campaign stays); none for a new one */
  ad?: { id: string; active: boolean };
};

/**
 * 'Novo anúncio' and 'Editar': title, a picture of the Vitrine's gallery or a text, and the http(s) address
 * a click leads to. The server action checks the rules and the plan's limit; errors show under the fields.
 */
export function AdForm({ open, onOpenChange, initial, campaigns, ad }: AdFormProps) {
  const t = useTranslations("advertiserAds");
  const [active, setActive] = useState(ad?.active ?? true);
  const form = useDialogForm({
    initial,
    fields: FIELD_ORDER,
    onOpenChange,
    submit: (values: AdFormValues) => (ad ? editAd(ad.id, values, active) : createAd(values)),
    saved: (values) =>
      toast.success(t(ad ? "form.saved" : "form.created"), { description: values.title.trim() }),
    emptyAfterSave: !ad,
    reset: () => setActive(ad?.active ?? true),
  });
  const { values, errors, fieldId, change } = form;
  const activeId = `${fieldId("title")}-ativo`;

  return (
    <FormDialog
      open={open}
      form={form}
      title={t(ad ? "form.editTitle" : "form.newTitle")}
      intro={t("form.intro")}
      invalid={t("form.invalid")}
      cancel={t("form.cancel")}
      submit={t(ad ? "form.save" : "form.create")}
    >
      {ad ? null : (
        <Field id={fieldId("campaignId")} label={t("form.fields.campaignId")} error={errors.campaignId}>
          {(control) => (
            <NativeSelect
              {...control}
              value={values.campaignId}
              onChange={(event) => change("campaignId", event.target.value)}
            >
              <option value="">{t("form.chooseCampaign")}</option>
              {campaigns.map((campaign) => (
                <option key={campaign.id} value={campaign.id}>
                  {campaign.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      )}
      <Field
        id={fieldId("title")}
        label={t("form.fields.title")}
        hint={t("form.hints.title", { max: AD_TITLE_MAX })}
        error={errors.title}
      >
        {(control) => (
          <Input
            {...control}
            value={values.title}
            aria-required
            onChange={(event) => change("title", event.target.value)}
          />
        )}
      </Field>
      <Field
        id={fieldId("description")}
        label={t("form.fields.description")}
        hint={t("form.hints.description", { max: AD_DESCRIPTION_MAX })}
        error={errors.description}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={values.description}
            onChange={(event) => change("description", event.target.value)}
          />
        )}
      </Field>
      <FieldSet id={fieldId("image")} legend={t("form.fields.image")} error={errors.image}>
        <div className="grid grid-cols-3 gap-2">
          {["", ...AD_IMAGES].map((image) => (
            <label
              key={image || "none"}
              className="flex cursor-pointer flex-col items-center gap-1 rounded-md border p-2 text-center text-xs has-checked:border-primary has-checked:bg-secondary has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
            >
              <input
                type="radio"
                name={fieldId("image")}
                value={image}
                checked={values.image === image}
                onChange={() => change("image", image)}
                className="sr-only"
              />
              {image ? (
                // eslint-disable-next-line @next/next/no-img-element -- a gallery vector under public/
                <img
                  src={image}
                  alt=""
                  width={96}
                  height={72}
                  className="aspect-[4/3] w-full rounded object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex aspect-[4/3] w-full items-center justify-center rounded bg-muted text-lg font-semibold"
                >
                  Aa
                </span>
              )}
              <span>{image ? t(`form.images.${adImageName(image)}`) : t("form.noImage")}</span>
            </label>
          ))}
        </div>
      </FieldSet>
      <Field id={fieldId("url")} label={t("form.fields.url")} hint={t("form.hints.url")} error={errors.url}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.url}
            aria-required
            onChange={(event) => change("url", event.target.value)}
          />
        )}
      </Field>
      {ad ? (
        <div className="flex items-center justify-between gap-3 rounded-md border p-3">
          <label htmlFor={activeId} className="text-sm font-medium">
            {t("form.active")}
          </label>
          <Switch id={activeId} checked={active} onCheckedChange={setActive} />
        </div>
      ) : null}
    </FormDialog>
  );
}
