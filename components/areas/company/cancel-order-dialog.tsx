"use client";

import { XCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";

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
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { CANCEL_DELAY_MS, isValidCancelReason } from "@/lib/areas/company-orders";
import { simulateDelay } from "@/lib/areas/simulate";
import { companySession } from "@/lib/company/session-store";

type CancelOrderDialogProps = { orderId: string; customer: string; onDone?: () => void };

/**
 * product.md §4/5: 'Cancelar' asks for a reason (required) and waits 1 s; nothing reaches a server, but the order
 * then reads 'Cancelado' with its reason for the session (product.md D11).
 */
export function CancelOrderDialog({ orderId, customer, onDone }: CancelOrderDialogProps) {
  const t = useTranslations("companyDashboard");
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const reasonId = useId();
  const errorId = useId();

  function close() {
    setOpen(false);
    setReason("");
    setInvalid(false);
  }

  // While the pretend request runs, Escape and the close buttons must not drop it half-way.
  function onOpenChange(next: boolean) {
    if (pending) return;
    if (next) setOpen(true);
    else close();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isValidCancelReason(reason)) {
      setInvalid(true);
      toast.error(t("cancelDialog.errorTitle"), { description: t("cancelDialog.errorReason") });
      reasonRef.current?.focus();
      return;
    }
    setPending(true);
    await simulateDelay(CANCEL_DELAY_MS);
    console.info("company: order cancelled (session only, not persisted)", {
      orderId,
      reason: reason.trim(),
    });
    setPending(false);
    close();
    companySession.cancel(orderId, reason.trim());
    toast.success(t("cancelDialog.cancelledTitle"), { description: t("cancelDialog.cancelledDescription") });
    onDone?.();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={t("cancelOf", { customer })}>
          <XCircle aria-hidden="true" />
          {t("cancel")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("cancelDialog.title")}</DialogTitle>
            <DialogDescription>{t("cancelDialog.description", { customer })}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>{t("cancelDialog.reasonLabel")}</Label>
            <Textarea
              ref={reasonRef}
              id={reasonId}
              value={reason}
              required
              placeholder={t("cancelDialog.reasonPlaceholder")}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                if (invalid && isValidCancelReason(event.target.value)) setInvalid(false);
              }}
            />
            {invalid ? (
              <p id={errorId} className="text-sm text-destructive">
                {t("cancelDialog.errorReason")}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                {t("cancelDialog.back")}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? <Spinner label={t("cancelDialog.confirming")} /> : null}
              {t("cancelDialog.confirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
