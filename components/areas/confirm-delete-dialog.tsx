"use client";

import { ConfirmDialog, type ConfirmOpening, type ConfirmText } from "@/components/areas/confirm-dialog";

type ConfirmDeleteDialogProps = ConfirmText &
  ConfirmOpening & {
    /** product.md §4: the exact question, e.g. 'Tem certeza que deseja excluir esta empresa?' (the dialog's name) */
    question: string;
  };

/**
 * product.md §4: a deletion happens only after the person confirms; focus starts on Cancelar. Every screen
 * that deletes something (stores, administrators, categories, products) asks through this one dialog: the
 * shared confirmation with its action in red.
 */
export function ConfirmDeleteDialog({ question, ...props }: ConfirmDeleteDialogProps) {
  return <ConfirmDialog {...props} title={question} tone="destructive" />;
}
