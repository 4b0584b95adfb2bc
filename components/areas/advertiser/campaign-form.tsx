"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, useTransition, type FormEvent } from "react";

import { Field } from "@/components/forms/field";
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
  const [values, setValues] = useState<CampaignFormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<CampaignField, string>>>({});
  const [saving, startSaving] = useTransition();
  const id = useId();
  const fieldId = (field: CampaignField) => `${id}-${field}`;
  const editing = campaignId !== undefined;

  function onDialogChange(next: boolean) {
    if (!next) {
      setValues(initial);
      setErrors({});
    }
    onOpenChange(next);
  }

  function change(field: CampaignField, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    startSaving(async () => {
      const result = editing ? await editCampaign(campaignId, values) : await createCampaign(values);
      if (!result.ok) {
        const fieldErrors = result.fieldErrors ?? {};
        setErrors(fieldErrors);
        const first = FIELDS.find((field) => fieldErrors[field.name]);
        if (first) document.getElementById(fieldId(first.name))?.focus();
        else toast.error(result.error);
        return;
      }
      toast.success(t(editing ? "form.saved" : "form.created"), { description: values.name.trim() });
      if (!editing) setValues(initial);
      onOpenChange(false);
    });
  }

  return (
    <Dialog open={open} onOpenChange={onDialogChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t(editing ? "form.editTitle" : "form.newTitle")}</DialogTitle>
            <DialogDescription>{t("form.intro")}</DialogDescription>
          </DialogHeader>
          {Object.values(errors).some(Boolean) ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t("form.invalid")}
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map((field) => (
              <Field
                key={field.name}
                id={fieldId(field.name)}
                label={t(`form.fields.${field.name}`)}
                hint={t.has(`form.hints.${field.name}`) ? t(`form.hints.${field.name}`) : undefined}
                error={errors[field.name]}
                className={field.name === "name" ? "sm:col-span-2" : undefined}
              >
                {(control) => (
                  <Input
                    {...control}
                    name={field.name}
                    type={field.type}
                    inputMode={field.inputMode}
                    min={field.name === "startDate" && !editing ? today : undefined}
                    value={values[field.name]}
                    aria-required
                    onChange={(event) => change(field.name, event.target.value)}
                  />
                )}
              </Field>
            ))}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t("form.cancel")}</Button>
            </DialogClose>
            <Button type="submit" disabled={saving}>
              {saving ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
              {t(editing ? "form.save" : "form.create")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
