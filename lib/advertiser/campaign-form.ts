import { z } from "zod";

import { parsePriceCents, priceText } from "@/lib/company/product-form";
import { fieldErrorsOf } from "@/lib/forms/field-errors";

/** The same bounds as the campanhas table (supabase/migrations/20250901120400_campanhas.sql). */
export const CAMPAIGN_NAME_MAX = 80;
export const BUDGET_MAX_CENTS = 100_000_000;
export const BID_MIN_CENTS = 10;
export const BID_MAX_CENTS = 10_000;
export const DEFAULT_BID = "0,50";

/** What the campaign form holds: every field as typed (money with a comma). */
export type CampaignFormValues = {
  name: string;
  budget: string;
  bid: string;
  startDate: string;
  endDate: string;
};
export type CampaignField = keyof CampaignFormValues;

/** Keys of advertiserCampaigns.form.errors. */
export type CampaignErrorKey =
  | "nameRequired"
  | "nameTooLong"
  | "budgetRequired"
  | "budgetInvalid"
  | "bidInvalid"
  | "startRequired"
  | "startInPast"
  | "endRequired"
  | "endBeforeStart"
  | "endInPast";

/** What is saved: money in reais, dates as aaaa-mm-dd. */
export type CampaignDraft = { name: string; budget: number; bid: number; startDate: string; endDate: string };

/**
 * The dates a form is judged against: today (São Paulo) and, when editing, the start already saved (a
 * running campaign keeps a start in the past; moving it there is refused).
 */
export type CampaignDateContext = { today: string; savedStart?: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function hasDateStrings(value: unknown): value is { startDate: string; endDate: string } {
  if (typeof value !== "object" || value === null) return false;
  const form = value as Record<string, unknown>;
  return typeof form.startDate === "string" && typeof form.endDate === "string";
}

function money(text: string, context: z.RefinementCtx, min: number, max: number, invalid: CampaignErrorKey) {
  const parsed = parsePriceCents(text);
  if (!parsed.ok && parsed.error === "priceRequired" && invalid === "budgetInvalid") {
    context.addIssue({ code: "custom", message: "budgetRequired" });
    return z.NEVER;
  }
  if (!parsed.ok || parsed.cents < min || parsed.cents > max) {
    context.addIssue({ code: "custom", message: invalid });
    return z.NEVER;
  }
  return parsed.cents / 100;
}

/** product.md §3 Campaign fields and their rules: name, budget > 0, CPC, end after start, nothing in the past. */
export function campaignFormSchema({ today, savedStart }: CampaignDateContext) {
  return z
    .object({
      name: z.string().trim().min(1, "nameRequired").max(CAMPAIGN_NAME_MAX, "nameTooLong"),
      budget: z
        .string()
        .transform((text, context) => money(text, context, 1, BUDGET_MAX_CENTS, "budgetInvalid")),
      bid: z
        .string()
        .transform((text, context) => money(text, context, BID_MIN_CENTS, BID_MAX_CENTS, "bidInvalid")),
      startDate: z.string().regex(ISO_DATE, "startRequired"),
      endDate: z.string().regex(ISO_DATE, "endRequired"),
    })
    .superRefine(
      (form, context) => {
        const start = ISO_DATE.test(form.startDate) ? form.startDate : null;
        const end = ISO_DATE.test(form.endDate) ? form.endDate : null;
        const startMoved = savedStart === undefined || start !== savedStart;
        if (start && startMoved && start < today) {
          context.addIssue({ code: "custom", path: ["startDate"], message: "startInPast" });
        }
        if (end && end < today) {
          context.addIssue({ code: "custom", path: ["endDate"], message: "endInPast" });
        } else if (start && end && end <= start) {
          context.addIssue({ code: "custom", path: ["endDate"], message: "endBeforeStart" });
        }
      },
      // also when a money field failed (every date error at once), but only on a form of strings
      { when: (payload) => hasDateStrings(payload.value) },
    );
}

export type CampaignFormResult =
  | { ok: true; draft: CampaignDraft }
  | { ok: false; errors: Partial<Record<CampaignField, CampaignErrorKey>> };

/** Validates what a browser sent; on failure, the first error of each field. */
export function validateCampaignForm(values: unknown, dates: CampaignDateContext): CampaignFormResult {
  const parsed = campaignFormSchema(dates).safeParse(values);
  if (parsed.success) return { ok: true, draft: parsed.data };
  return {
    ok: false,
    errors: fieldErrorsOf<CampaignField>(parsed.error.issues) as Partial<
      Record<CampaignField, CampaignErrorKey>
    >,
  };
}

/** The form's text for a saved campaign. */
export function campaignFormValues(campaign: CampaignDraft): CampaignFormValues {
  return {
    name: campaign.name,
    budget: priceText(campaign.budget),
    bid: priceText(campaign.bid),
    startDate: campaign.startDate,
    endDate: campaign.endDate,
  };
}

/** An empty form: starts today, ends in 30 days, the default CPC. */
export function emptyCampaignForm(today: string, in30Days: string): CampaignFormValues {
  return { name: "", budget: "", bid: DEFAULT_BID, startDate: today, endDate: in30Days };
}
