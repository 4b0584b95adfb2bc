import { z } from "zod";

import type { Plan } from "@/lib/admin/types";
import { parsePriceCents, priceText } from "@/lib/company/product-form";
import { fieldErrorsOf } from "@/lib/forms/field-errors";
import { SUPORTE_OF, TIPO_OF } from "@/lib/plans/rows";
import { UNLIMITED } from "@/lib/plans/usage";

/** The same bounds as the planos table's checks (supabase/migrations/20250901120200_planos.sql). */
export const PLAN_NAME_MAX = 60;
export const PLAN_DESCRIPTION_MAX = 300;
export const PLAN_FEATURES_MAX = 12;
export const PLAN_FEATURE_MAX = 80;
/** numeric(10, 2) capped at R$ 99.999,99: no plan costs more. */
export const PLAN_PRICE_MAX_CENTS = 9_999_999;
export const PLAN_LIMIT_MAX = 100_000_000;

export const PLAN_LIMIT_FIELDS = ["maxProducts", "maxImages", "maxAds", "maxImpressions"] as const;
export type PlanLimitField = (typeof PLAN_LIMIT_FIELDS)[number];
/** product.md §3: company plans limit products and images; advertiser plans ads, impressions and images. */
export const LIMITS_OF: Record<Plan["type"], readonly PlanLimitField[]> = {
  company: ["maxProducts", "maxImages"],
  advertiser: ["maxAds", "maxImpressions", "maxImages"],
};

/** What the dialog holds: text as typed, each limit with its 'Ilimitado' box. */
export type PlanFormValues = {
  type: Plan["type"];
  name: string;
  description: string;
  price: string;
  /** one feature per line */
  features: string;
  priority: string;
  support: Plan["support"];
  color: string;
  featured: boolean;
  analytics: boolean;
  active: boolean;
} & Record<PlanLimitField, string> &
  Record<`${PlanLimitField}Unlimited`, boolean>;

// "10", "1000", "1.000": a whole number, dots grouping thousands as a Brazilian writes it.
const WHOLE = /^(\d{1,3}(?:\.\d{3})+|\d+)$/;

/** A limit as typed (whole, dots grouping thousands), or a catalogue key; -1 when 'Ilimitado' is ticked. */
export function parseLimit(text: string, unlimited: boolean): number | "limitRequired" | "limitInvalid" {
  if (unlimited) return UNLIMITED;
  const cleaned = text.trim();
  if (cleaned === "") return "limitRequired";
  const value = WHOLE.test(cleaned) ? Number(cleaned.replaceAll(".", "")) : Number.NaN;
  return Number.isSafeInteger(value) && value <= PLAN_LIMIT_MAX ? value : "limitInvalid";
}

const text = (required: string, tooLong: string, max: number) =>
  z.string().trim().min(1, required).max(max, tooLong);

const flag = z.boolean({ error: "invalid" });
const limitText = z.string().max(20, "limitInvalid");

// continue: a field's own issue leaves the other checks (the limits below) running, so every message shows at once
const price = z.string().transform((value, context) => {
  const parsed = parsePriceCents(value);
  if (!parsed.ok) context.addIssue({ code: "custom", message: parsed.error, continue: true });
  else if (parsed.cents > PLAN_PRICE_MAX_CENTS)
    context.addIssue({ code: "custom", message: "priceTooHigh", continue: true });
  return parsed.ok ? parsed.cents / 100 : 0;
});

// one feature per line; blank lines are dropped
const features = z.string().transform((value, context) => {
  const lines = value
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) context.addIssue({ code: "custom", message: "featuresRequired", continue: true });
  else if (lines.length > PLAN_FEATURES_MAX)
    context.addIssue({ code: "custom", message: "featuresTooMany", continue: true });
  else if (lines.some((line) => line.length > PLAN_FEATURE_MAX))
    context.addIssue({ code: "custom", message: "featureTooLong", continue: true });
  return lines;
});

/** Keys of adminPlans.form.errors: translated where they are shown. */
export const planFormSchema = z
  .object({
    type: z.enum(["company", "advertiser"], { error: "typeInvalid" }),
    name: text("nameRequired", "nameTooLong", PLAN_NAME_MAX),
    description: text("descriptionRequired", "descriptionTooLong", PLAN_DESCRIPTION_MAX),
    price,
    features,
    priority: z.enum(["1", "2", "3"], { error: "priorityInvalid" }),
    support: z.enum(["basic", "priority", "premium"], { error: "supportInvalid" }),
    color: z
      .string()
      .trim()
      .regex(/^#[0-9A-Fa-f]{6}$/, "colorInvalid"),
    featured: flag,
    analytics: flag,
    active: flag,
    maxProducts: limitText,
    maxImages: limitText,
    maxAds: limitText,
    maxImpressions: limitText,
    maxProductsUnlimited: flag,
    maxImagesUnlimited: flag,
    maxAdsUnlimited: flag,
    maxImpressionsUnlimited: flag,
  })
  // the limits a plan of this type has (superRefine runs beside the fields' own issues, so all show at once)
  .superRefine((values, context) => {
    for (const field of LIMITS_OF[values.type]) {
      const parsed = parseLimit(values[field], values[`${field}Unlimited`]);
      if (typeof parsed === "string") context.addIssue({ code: "custom", message: parsed, path: [field] });
    }
  })
  .transform((values) => {
    const limit = (field: PlanLimitField) =>
      LIMITS_OF[values.type].includes(field)
        ? (parseLimit(values[field], values[`${field}Unlimited`]) as number)
        : null;
    return {
      type: values.type,
      name: values.name,
      description: values.description,
      price: values.price,
      features: values.features,
      // an advertiser plan sells no products (product.md §9's advertiser plans carry 0)
      maxProducts: limit("maxProducts") ?? 0,
      maxImages: limit("maxImages") ?? 0,
      maxAds: limit("maxAds"),
      maxImpressions: limit("maxImpressions"),
      priority: Number(values.priority),
      support: values.support,
      color: values.color.toUpperCase(),
      featured: values.featured,
      analytics: values.analytics,
      active: values.active,
    };
  });

export type PlanFormField = keyof PlanFormValues;
export type PlanFormData = z.output<typeof planFormSchema>;
export type PlanFormErrors = Partial<Record<PlanFormField, string>>;
export type PlanFormResult = { ok: true; data: PlanFormData } | { ok: false; fieldErrors: PlanFormErrors };

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase("pt-BR") === b.trim().toLocaleLowerCase("pt-BR");

/**
 * Validates the dialog's values; `others` (the other plans) gives the early 'nameTaken' answer, while the
 * database's unique index on (tipo, nome) stays the final word.
 */
export function validatePlanForm(
  values: unknown,
  others: readonly Pick<Plan, "type" | "name">[] = [],
): PlanFormResult {
  const parsed = planFormSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf<PlanFormField>(parsed.error.issues) };
  if (others.some((plan) => plan.type === parsed.data.type && sameName(plan.name, parsed.data.name))) {
    return { ok: false, fieldErrors: { name: "nameTaken" } };
  }
  return { ok: true, data: parsed.data };
}

const limitValue = (value: number | undefined) =>
  value === undefined || value === UNLIMITED ? "" : String(value);

/** The dialog's starting values: the plan's own for Editar, a blank active company plan for 'Novo plano'. */
export function planFormValues(plan?: Plan): PlanFormValues {
  return {
    type: plan?.type ?? "company",
    name: plan?.name ?? "",
    description: plan?.description ?? "",
    price: plan ? priceText(plan.price) : "",
    features: plan?.features.join("\n") ?? "",
    priority: String(plan?.priority ?? 1),
    support: plan?.support ?? "basic",
    color: plan?.color ?? "#1565C0",
    featured: plan?.featured ?? false,
    analytics: plan?.analytics ?? false,
    active: plan ? plan.status === "active" : true,
    maxProducts: limitValue(plan?.maxProducts),
    maxImages: limitValue(plan?.maxImages),
    maxAds: limitValue(plan?.maxAds),
    maxImpressions: limitValue(plan?.maxImpressions),
    maxProductsUnlimited: plan?.maxProducts === UNLIMITED,
    maxImagesUnlimited: plan?.maxImages === UNLIMITED,
    maxAdsUnlimited: plan?.maxAds === UNLIMITED,
    maxImpressionsUnlimited: plan?.maxImpressions === UNLIMITED,
  };
}

/** The planos columns an edit writes (a plan's type never changes). */
export function planUpdateRow(data: PlanFormData) {
  return {
    nome: data.name,
    descricao: data.description,
    preco: data.price,
    recursos: data.features,
    max_produtos: data.maxProducts,
    max_imagens: data.maxImages,
    max_anuncios: data.maxAds,
    max_impressoes: data.maxImpressions,
    destaque: data.featured,
    prioridade: data.priority,
    relatorios: data.analytics,
    suporte: SUPORTE_OF[data.support],
    cor: data.color,
    ativo: data.active,
  };
}

/** The planos columns 'Novo plano' writes. */
export function planInsertRow(data: PlanFormData) {
  return { tipo: TIPO_OF[data.type], ...planUpdateRow(data) };
}
