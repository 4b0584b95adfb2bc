"use client";

import { XCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent } from "react";

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
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { CANCEL_REASON_MAX, cancelReasonProblem } from "@/lib/orders/status-actions";

type CancelOrderDialogProps = {
  customerName: string;
  /** the store and administrators give a reason; the customer may leave it blank */
  reasonRequired: boolean;
  /** 'Cancelar' or 'Cancelar pedido' */
  label: string;
  /** the trigger's accessible name where several orders share a screen */
  ariaLabel?: string;
  compact?: boolean;
  /** another change of this order is under way */
  disabled?: boolean;
  /** runs the cancellation; true once the order is cancelled (the dialog then closes) */
  onConfirm: (reason: string) => Promise<boolean>;
};

/** 'Cancelar': asks for the reason (required for the store and administrators) before cancelling the order. */
export function CancelOrderDialog({
  customerName,
  reasonRequired,
  label,
  ariaLabel,
  compact,
  disabled,
  onConfirm,
}: CancelOrderDialogProps) {
  const t = useTranslations("orderActions.cancelDialog");
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState(false);
  // a second submit in the same tick, before the disabled button renders, must not run it twice
  const submitting = useRef(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const reasonId = useId();

  function close() {
    setOpen(false);
    setReason("");
    setInvalid(false);
  }

  // While the request runs, Escape and the close buttons must not drop it half-way.
  function onOpenChange(next: boolean) {
    if (pending) return;
    if (next) setOpen(true);
    else close();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    if (cancelReasonProblem(reason, reasonRequired) === "required") {
      setInvalid(true);
      toast.error(t("errorTitle"), { description: t("errorReason") });
      reasonRef.current?.focus();
      return;
    }
    submitting.current = true;
    setPending(true);
    const cancelled = await onConfirm(reason.trim());
    submitting.current = false;
    setPending(false);
    // on a refusal the dialog stays open with the reason as typed; the toast says why
    if (cancelled) close();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button
          size={compact ? "sm" : "default"}
          variant="outline"
          aria-label={ariaLabel}
          disabled={disabled}
        >
          <XCircle aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("title")}</DialogTitle>
            <DialogDescription>
              {reasonRequired ? t("description", { customer: customerName }) : t("customerDescription")}
            </DialogDescription>
          </DialogHeader>
          <Field
            id={reasonId}
            label={reasonRequired ? t("reasonLabel") : t("reasonOptionalLabel")}
            hint={t("reasonLimit", { max: CANCEL_REASON_MAX })}
            error={invalid ? t("errorReason") : undefined}
          >
            {(control) => (
              <Textarea
                {...control}
                ref={reasonRef}
                value={reason}
                required={reasonRequired}
                maxLength={CANCEL_REASON_MAX}
                placeholder={reasonRequired ? t("reasonPlaceholder") : t("customerReasonPlaceholder")}
                onChange={(event) => {
                  setReason(event.target.value);
                  if (invalid && !cancelReasonProblem(event.target.value, reasonRequired)) setInvalid(false);
                }}
              />
            )}
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                {t("back")}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={pending} aria-busy={pending || undefined}>
              {pending ? <Spinner label={t("confirming")} /> : null}
              {t("confirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
