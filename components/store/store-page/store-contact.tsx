import { getTranslations } from "next-intl/server";

import { SpriteIcon } from "@/components/ui/sprite-icon";
import type { Company } from "@/lib/catalog/types";

import { instagramHref, telHref, whatsappHref } from "./contact-links";

/** product.md §3 Company contact details: phone (tel: link), WhatsApp, Instagram and the street address. */
export async function StoreContact({ company }: { company: Company }) {
  const t = await getTranslations("store");
  const { street, neighborhood, city, state, zipCode } = company.address;
  const external = { target: "_blank", rel: "noopener noreferrer" } as const;
  const linkClass =
    "rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none";

  return (
    <section aria-labelledby="store-contact-title" className="rounded-lg border bg-card p-4 shadow-sm">
      <h2 id="store-contact-title" className="mb-3 text-lg font-semibold">
        {t("contactTitle")}
      </h2>
      <ul className="flex flex-col gap-3 text-sm">
        <li className="flex items-center gap-2">
          <SpriteIcon name="phone" className="size-4 shrink-0 text-muted-foreground" />
          <span className="sr-only">{t("phone")}:</span>
          <a href={telHref(company.phone)} className={linkClass}>
            {company.phone}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <SpriteIcon name="message-circle" className="size-4 shrink-0 text-muted-foreground" />
          <a href={whatsappHref(company.whatsapp)} {...external} className={linkClass}>
            {t("whatsapp")} {company.whatsapp}
            <span className="sr-only"> {t("opensInNewTab")}</span>
          </a>
        </li>
        <li className="flex items-center gap-2">
          <SpriteIcon name="at-sign" className="size-4 shrink-0 text-muted-foreground" />
          <a href={instagramHref(company.instagram)} {...external} className={linkClass}>
            {t("instagram")} {company.instagram}
            <span className="sr-only"> {t("opensInNewTab")}</span>
          </a>
        </li>
        <li className="flex items-start gap-2">
          <SpriteIcon name="map-pin" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span className="sr-only">{t("address")}:</span>
          <address className="not-italic">
            {street} – {neighborhood}
            <br />
            {city} – {state}, {zipCode}
          </address>
        </li>
      </ul>
    </section>
  );
}
