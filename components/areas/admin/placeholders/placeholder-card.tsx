import type { LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { Badge } from "@/components/ui/badge";

type PlaceholderCardProps = {
  id: string;
  icon: LucideIcon;
  title: string;
  text: string;
  /** what will live here, one line each */
  items?: string[];
  children?: ReactNode;
};

/** product.md §2: an honest placeholder: says the screen has no options yet and what will live there. */
export function PlaceholderCard({ id, icon: Icon, title, text, items, children }: PlaceholderCardProps) {
  const t = useTranslations("adminPlaceholders");
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border bg-card p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="rounded-md bg-secondary p-2 text-secondary-foreground">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
        </div>
        <Badge variant="outline">{t("soon")}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">{text}</p>
      {items ? (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {children}
    </section>
  );
}
