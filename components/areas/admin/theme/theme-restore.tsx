"use client";

import { RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";

import { ConfirmDialog } from "@/components/areas/confirm-dialog";
import { Button } from "@/components/ui/button";

/** 'Restaurar padrão' saves the default theme for the whole site, so it asks first; focus starts on Cancelar. */
export function ThemeRestore({ disabled, onConfirm }: { disabled: boolean; onConfirm: () => void }) {
  const t = useTranslations("adminTheme");
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={disabled}>
          <RotateCcw aria-hidden="true" />
          {t("reset")}
        </Button>
      }
      title={t("resetQuestion")}
      description={t("resetDescription")}
      cancelLabel={t("cancel")}
      confirmLabel={t("resetConfirm")}
      onConfirm={onConfirm}
    />
  );
}
