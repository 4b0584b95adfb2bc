import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

type TitledCardHeaderProps = {
  /** the heading's id, for the card's or a list's aria-labelledby */
  id: string;
  icon: LucideIcon;
  title: string;
  /** what the card does, or why this viewer may only read it */
  description?: ReactNode;
  descriptionClassName?: string;
};

/** The head of a back-office card (the theme, the coupon banners, the Vitrine's contact): an icon, an h2, a line. */
export function TitledCardHeader({
  id,
  icon: Icon,
  title,
  description,
  descriptionClassName,
}: TitledCardHeaderProps) {
  return (
    <CardHeader>
      <CardTitle>
        <h2 id={id} className="flex items-center gap-2 text-lg">
          <Icon aria-hidden="true" className="size-5" />
          {title}
        </h2>
      </CardTitle>
      {description !== undefined ? (
        <CardDescription className={descriptionClassName}>{description}</CardDescription>
      ) : null}
    </CardHeader>
  );
}
