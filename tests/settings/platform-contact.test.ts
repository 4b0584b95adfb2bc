import { describe, expect, it } from "vitest";

import { validateWith } from "@/lib/forms/field-errors";
import { contactFormSchema, contactRow } from "@/lib/settings/platform-contact";

const valid = { email: "contato@vitrine.com.br", whatsapp: "", hours: "de segunda a sábado, das 8h às 20h" };

describe("the Vitrine's contact form on /admin/settings", () => {
  it.each([
    ["as saved", valid, { email: "contato@vitrine.com.br", whatsapp: null, horario: valid.hours }],
    [
      "a WhatsApp typed as digits, stored as the forms store phones",
      { ...valid, whatsapp: "31999998888" },
      { email: "contato@vitrine.com.br", whatsapp: "(31) 99999-8888", horario: valid.hours },
    ],
    [
      "spaces around and inside the hours, kept as one",
      { ...valid, email: "  ajuda@vitrine.com.br ", hours: "  todos os   dias  " },
      { email: "ajuda@vitrine.com.br", whatsapp: null, horario: "todos os dias" },
    ],
  ])("keeps %s", (_case, values, row) => {
    const result = validateWith(contactFormSchema, values);
    expect("data" in result && contactRow(result.data)).toEqual(row);
  });

  it.each([
    ["an e-mail without a domain", { ...valid, email: "contato@" }, "email", "emailInvalid"],
    ["a blank e-mail", { ...valid, email: "   " }, "email", "emailInvalid"],
    ["a WhatsApp without its area code", { ...valid, whatsapp: "99999-8888" }, "whatsapp", "whatsappInvalid"],
    ["blank hours", { ...valid, hours: "  " }, "hours", "hoursRequired"],
    ["hours past 80 characters", { ...valid, hours: "a".repeat(81) }, "hours", "hoursTooLong"],
  ])("refuses %s, under its field", (_case, values, field, key) => {
    const result = validateWith(contactFormSchema, values);
    expect("errors" in result && result.errors).toEqual({ [field]: key });
  });
});
