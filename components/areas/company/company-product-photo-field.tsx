"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { Field } from "@/components/forms/field";
import { buttonVariants } from "@/components/ui/button";
import { LocalImage } from "@/components/ui/local-image";

/** What the file picker offers; the server recognises the format by the file's first bytes. */
const ACCEPT = "image/jpeg,image/png,image/webp";

type CompanyProductPhotoFieldProps = {
  id: string;
  /** The product's current picture (a stored photo or the drawn placeholder), for Editar. */
  current?: string;
  error?: string;
  onChange: (file: File | null) => void;
};

/** The product's photo: JPEG, PNG or WebP up to 5 MB, stored resized as WebP when the form is saved. */
export function CompanyProductPhotoField({ id, current, error, onChange }: CompanyProductPhotoFieldProps) {
  const t = useTranslations("companyProducts.form");
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Field id={id} label={t("photo")} hint={t("photoHint")} error={error}>
      {(control) => (
        <div className="flex items-center gap-3">
          {current ? (
            <LocalImage
              src={current}
              alt={t("photoCurrent")}
              width={48}
              height={48}
              className="size-12 shrink-0 rounded-md bg-muted object-cover"
            />
          ) : null}
          {/* The browser's own file button speaks the browser's language: this one speaks Portuguese. */}
          <input
            {...control}
            type="file"
            accept={ACCEPT}
            className="peer sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              setChosen(file?.name ?? null);
              onChange(file);
            }}
          />
          <label
            htmlFor={id}
            className={buttonVariants({
              variant: "outline",
              size: "sm",
              className: "cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50",
            })}
          >
            {t("photoChoose")}
          </label>
          <span className="min-w-0 truncate text-sm text-muted-foreground">{chosen ?? t("photoNone")}</span>
        </div>
      )}
    </Field>
  );
}
