import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";

import { cn } from "@/lib/utils";

export type SpinnerProps = Omit<ComponentProps<"span">, "children"> & {
  /** Text read by screen readers; defaults to the catalogue's 'Carregando...'. */
  label?: string;
};

/** Spinning indicator announced as a status message. */
export function Spinner({ className, label, ...props }: SpinnerProps) {
  const t = useTranslations("ui");
  return (
    <span
      data-slot="spinner"
      role="status"
      className={cn("inline-flex items-center [&_svg]:size-4", className)}
      {...props}
    >
      <Loader2 aria-hidden="true" className="animate-spin" />
      <span className="sr-only">{label ?? t("loading")}</span>
    </span>
  );
}
