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

/** What the dialog says and does, beside its question. */
export type ConfirmText = {
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
};

/** How it opens: from its own button, or when its screen says so. */
export type ConfirmOpening =
  | { /** the button that opens the confirmation */ trigger: ReactElement }
  | { /** opened by its screen (a row's menu), closed by onCancel */ open: boolean; onCancel: () => void };

export type ConfirmDialogProps = ConfirmText &
  ConfirmOpening & {
    /** the question the dialog asks (its accessible name) */
    title: string;
    /** "destructive": the confirm button is red, for what cannot be undone (a deletion); "default" otherwise */
    tone?: "default" | "destructive";
  };

/**
 * Every "are you sure?" of the areas: a question, what will happen, Cancelar (focused first, so Enter never
 * confirms by accident) and the action. Deletions go through ConfirmDeleteDialog, this dialog in red.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const control =
    "trigger" in props
      ? {}
      : { open: props.open, onOpenChange: (open: boolean) => (open ? null : props.onCancel()) };
  return (
    <AlertDialog {...control}>
      {"trigger" in props ? <AlertDialogTrigger asChild>{props.trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{props.title}</AlertDialogTitle>
          <AlertDialogDescription>{props.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{props.cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            className={props.tone === "destructive" ? buttonVariants({ variant: "destructive" }) : undefined}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
