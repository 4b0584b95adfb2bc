import { z } from "zod";

import { fieldErrorsOf } from "@/lib/forms/field-errors";

/** The same bounds as the anuncios table (supabase/migrations/20250901120400_campanhas.sql). */
export const AD_TITLE_MAX = 60;
export const AD_DESCRIPTION_MAX = 140;
export const AD_URL_MAX = 500;

/** The Vitrine's ad pictures (public/images/ads): an ad shows one of them, or only its text. */
export const AD_IMAGES = [
  "/images/ads/pizza-em-dobro.webp",
  "/images/ads/frete-gratis.webp",
  "/images/ads/prato-do-dia.webp",
  "/images/ads/caldos-de-inverno.webp",
  "/images/ads/chocolate-quente.webp",
] as const;

/** An ad picture's name, its key in advertiserAds.form.images: "/images/ads/frete-gratis.webp" → "frete-gratis". */
export const adImageName = (image: string) => image.replace(/^.*\//, "").replace(/\.[a-z]+$/, "");

export type AdFormValues = {
  campaignId: string;
  title: string;
  description: string;
  /** one of AD_IMAGES, or "" for a text ad */
  image: string;
  url: string;
};
export type AdField = keyof AdFormValues;

/** Keys of advertiserAds.form.errors. */
export type AdErrorKey =
  | "campaignRequired"
  | "titleRequired"
  | "titleTooLong"
  | "descriptionTooLong"
  | "textOrImage"
  | "imageInvalid"
  | "urlRequired"
  | "urlInvalid";

export type AdDraft = {
  campaignId: string;
  title: string;
  description: string;
  image: string | null;
  url: string;
};

/**
 * A target URL as it will be saved: http(s) with a host, no spaces and no credentials; anything else
 * (javascript:, data:, a path) is null. Where a click goes is only ever this stored address.
 */
export function safeTargetUrl(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "" || trimmed.length > AD_URL_MAX || /\s/.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (!url.hostname.includes(".") || url.username || url.password) return null;
  const href = url.href;
  return href.length <= AD_URL_MAX ? href : null;
}

const adFormSchema = z
  .object({
    campaignId: z.uuid("campaignRequired"),
    title: z.string().trim().min(1, "titleRequired").max(AD_TITLE_MAX, "titleTooLong"),
    description: z.string().trim().max(AD_DESCRIPTION_MAX, "descriptionTooLong"),
    image: z.union([z.literal(""), z.enum(AD_IMAGES)], { error: "imageInvalid" }),
    url: z.string().transform((text, context) => {
      if (text.trim() === "") {
        context.addIssue({ code: "custom", message: "urlRequired" });
        return z.NEVER;
      }
      const url = safeTargetUrl(text);
      if (!url) {
        context.addIssue({ code: "custom", message: "urlInvalid" });
        return z.NEVER;
      }
      return url;
    }),
  })
  .superRefine(
    (form, context) => {
      // product.md §3 Ad: a picture or a text; without a picture the description is the ad
      if (form.image === "" && form.description.trim() === "") {
        context.addIssue({ code: "custom", path: ["description"], message: "textOrImage" });
      }
    },
    { when: (payload) => isFormOfStrings(payload.value) },
  );

function isFormOfStrings(value: unknown): value is { image: string; description: string } {
  if (typeof value !== "object" || value === null) return false;
  const form = value as Record<string, unknown>;
  return typeof form.image === "string" && typeof form.description === "string";
}

export type AdFormResult =
  { ok: true; draft: AdDraft } | { ok: false; errors: Partial<Record<AdField, AdErrorKey>> };

/** Validates what a browser sent; on failure, the first error of each field. */
export function validateAdForm(values: unknown): AdFormResult {
  const parsed = adFormSchema.safeParse(values);
  if (!parsed.success) {
    return {
      ok: false,
      errors: fieldErrorsOf<AdField>(parsed.error.issues) as Partial<Record<AdField, AdErrorKey>>,
    };
  }
  const form = parsed.data;
  return {
    ok: true,
    draft: {
      campaignId: form.campaignId,
      title: form.title,
      description: form.description,
      image: form.image === "" ? null : form.image,
      url: form.url,
    },
  };
}
