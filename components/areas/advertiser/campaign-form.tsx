"use client";

import { useTranslations } from "next-intl";

import { Field } from "@/components/forms/field";
import { FormDialog, useDialogForm } from "@/components/forms/form-dialog";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { createCampaign, editCampaign } from "@/lib/advertiser/campaign-actions";
import type { CampaignField, CampaignFormValues } from "@/lib/advertiser/campaign-form";

const FIELDS: readonly { name: CampaignField; type: "text" | "date"; inputMode?: "decimal" }[] = [
  { name: "name", type: "text" },
  { name: "budget", type: "text", inputMode: "decimal" },
  { name: "bid", type: "text", inputMode: "decimal" },
  { name: "startDate", type: "date" },
  { name: "endDate", type: "date" },
];

type CampaignFormProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the values the form starts from: empty for 'Nova campanha', the campaign's for 'Editar' */
  initial: CampaignFormValues;
  /** the campaign being edited; none for a new one */
  campaignId?: string;
  /** today (São Paulo): the earliest start of a new campaign */
  today: string;
};

/**
 * 'Nova campanha' and 'Editar': the server action checks the rules (name, budget > 0, CPC, end after
 * start, nothing in the past) and saves; each Portuguese error shows under its field and the typed values
 * stay, so nothing is lost on bad input.
 */
export function CampaignForm({ open, onOpenChange, initial, campaignId, today }: CampaignFormProps) {
  const t = useTranslations("advertiserCampaigns");
  const editing = campaignId !== undefined;
  const form = useDialogForm({
    initial,
    fields: FIELDS.map((field) => field.name),
    onOpenChange,
    submit: (values: CampaignFormValues) =>
      editing ? editCampaign(campaignId, values) : createCampaign(values),
    saved: (values) =>
      toast.success(t(editing ? "form.saved" : "form.created"), { description: values.name.trim() }),
    emptyAfterSave: !editing,
  });

  return (
    <FormDialog
      open={open}
      form={form}
      title={t(editing ? "form.editTitle" : "form.newTitle")}
      intro={t("form.intro")}
      invalid={t("form.invalid")}
      cancel={t("form.cancel")}
      submit={t(editing ? "form.save" : "form.create")}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            id={form.fieldId(field.name)}
            label={t(`form.fields.${field.name}`)}
            hint={t.has(`form.hints.${field.name}`) ? t(`form.hints.${field.name}`) : undefined}
            error={form.errors[field.name]}
            className={field.name === "name" ? "sm:col-span-2" : undefined}
          >
            {(control) => (
              <Input
                {...control}
                name={field.name}
                type={field.type}
                inputMode={field.inputMode}
                min={field.name === "startDate" && !editing ? today : undefined}
                value={form.values[field.name]}
                aria-required
                onChange={(event) => form.change(field.name, event.target.value)}
              />
            )}
          </Field>
        ))}
      </div>
    </FormDialog>
  );
}
