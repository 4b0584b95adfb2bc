"use client";

import type { ReactElement, ReactNode } from "react";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";

type ConfirmDeleteDialogProps = {
  /** product.md §4: the exact question, e.g. 'Tem certeza que deseja excluir esta empresa?' (the dialog's name) */
  question: string;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
} & (
  | { /** the button that opens the confirmation */ trigger: ReactElement }
  | { /** opened by its screen (a row's menu), closed by onCancel */ open: boolean; onCancel: () => void }
);

/**
 * product.md §4: a deletion happens only after the person confirms; focus starts on Cancelar. Every screen
 * that deletes something (stores, administrators, categories, products) asks through this one dialog.
 */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const control =
    "trigger" in props
      ? {}
      : { open: props.open, onOpenChange: (open: boolean) => (open ? null : props.onCancel()) };
  return (
    <AlertDialog {...control}>
      {"trigger" in props ? <AlertDialogTrigger asChild>{props.trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{props.question}</AlertDialogTitle>
          <AlertDialogDescription>{props.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{props.cancelLabel}</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={props.onConfirm}>
            {props.confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
