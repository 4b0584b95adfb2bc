"use client";

import { Loader2 } from "lucide-react";
import { useId, useState, useTransition, type ComponentProps, type FormEvent, type ReactNode } from "react";

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
import { toast } from "@/components/ui/toast";
import { withoutErrors } from "@/lib/forms/field-errors";
import type { FormResult } from "@/lib/forms/result";
import { cn } from "@/lib/utils";

type DialogFormOptions<F extends string, V extends Record<F, string>> = {
  initial: V;
  /** the fields in the order they show: the first one with an error gets the focus */
  fields: readonly F[];
  onOpenChange: (open: boolean) => void;
  /** the server action: its field errors show under the fields, a failure without them as a toast */
  submit: (values: V) => Promise<FormResult<F>>;
  /** after a save, before the dialog closes (the success toast) */
  saved: (values: V) => void;
  /** a new item's form empties after saving; an edit keeps what was saved */
  emptyAfterSave: boolean;
  /** the form's other state to put back when the dialog closes */
  reset?: () => void;
};

export type DialogForm<F extends string, V extends Record<F, string>> = {
  values: V;
  errors: Partial<Record<F, string>>;
  saving: boolean;
  /** the DOM id of a field's control (for <Field id>) */
  fieldId: (field: F) => string;
  change: (field: F, value: string) => void;
  onOpenChange: (open: boolean) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * The state of a form in a dialog ('Nova campanha', 'Novo anúncio'…): the typed values stay on a failed save, a
 * field's error clears when it is typed in again, the first field with an error gets the focus, and closing the
 * dialog puts everything back.
 */
export function useDialogForm<F extends string, V extends Record<F, string>>({
  initial,
  fields,
  onOpenChange,
  submit,
  saved,
  emptyAfterSave,
  reset,
}: DialogFormOptions<F, V>): DialogForm<F, V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [saving, startSaving] = useTransition();
  const id = useId();
  const fieldId = (field: F) => `${id}-${field}`;

  return {
    values,
    errors,
    saving,
    fieldId,
    change(field, value) {
      setValues((previous) => ({ ...previous, [field]: value }));
      setErrors((previous) => withoutErrors(previous, [field]));
    },
    onOpenChange(next) {
      if (!next) {
        setValues(initial);
        setErrors({});
        reset?.();
      }
      onOpenChange(next);
    },
    onSubmit(event) {
      event.preventDefault();
      startSaving(async () => {
        const result = await submit(values);
        if (!result.ok) {
          const fieldErrors: Partial<Record<F, string>> = result.fieldErrors ?? {};
          setErrors(fieldErrors);
          const first = fields.find((field) => fieldErrors[field]);
          if (first) document.getElementById(fieldId(first))?.focus();
          else toast.error(result.error);
          return;
        }
        saved(values);
        if (emptyAfterSave) setValues(initial);
        onOpenChange(false);
      });
    },
  };
}

/**
 * The frame of every form in a dialog: title and intro, the form's alert line, the fields, and 'Cancelar' beside
 * the save button (which spins while the action runs). `form` is the <form>'s own props: an onSubmit for
 * useDialogForm's controlled fields, or an `action` for uncontrolled ones posted as FormData ('Nova Empresa').
 */
export function FormDialogFrame({
  open,
  onOpenChange,
  form,
  title,
  intro,
  alert,
  cancel,
  submit,
  saving,
  wide = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  form: Omit<ComponentProps<"form">, "children" | "className" | "noValidate">;
  title: string;
  intro: string;
  /** shown above the fields while set (announced) */
  alert?: string;
  cancel: string;
  submit: string;
  saving: boolean;
  /** two columns of fields on a desktop */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={cn("max-h-[90dvh] overflow-y-auto", wide ? "sm:max-w-2xl" : "sm:max-w-lg")}>
        <form {...form} noValidate aria-busy={saving} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{intro}</DialogDescription>
          </DialogHeader>
          {alert ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {alert}
            </p>
          ) : null}
          {children}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{cancel}</Button>
            </DialogClose>
            <Button type="submit" disabled={saving}>
              {saving ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
              {submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The dialog around a useDialogForm form: the alert line shows while any field has an error. */
export function FormDialog<F extends string, V extends Record<F, string>>({
  open,
  form,
  title,
  intro,
  invalid,
  cancel,
  submit,
  children,
}: {
  open: boolean;
  form: DialogForm<F, V>;
  title: string;
  intro: string;
  /** the line shown while any field has an error */
  invalid: string;
  cancel: string;
  submit: string;
  children: ReactNode;
}) {
  return (
    <FormDialogFrame
      open={open}
      onOpenChange={form.onOpenChange}
      form={{ onSubmit: form.onSubmit }}
      title={title}
      intro={intro}
      alert={Object.values(form.errors).some(Boolean) ? invalid : undefined}
      cancel={cancel}
      submit={submit}
      saving={form.saving}
    >
      {children}
    </FormDialogFrame>
  );
}
