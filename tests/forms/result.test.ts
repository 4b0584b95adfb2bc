import { describe, expect, it } from "vitest";

import { failureOf, formFailure, formSuccess, formSuccessWith, type FormState } from "@/lib/forms/result";

describe("the one form result", () => {
  it.each([
    ["a bare success", formSuccess(), { ok: true }],
    ["a success with its message", formSuccess("Salvo!"), { ok: true, message: "Salvo!" }],
    [
      "a success with what was stored",
      formSuccessWith({ instagram: "@paoquente" }),
      {
        ok: true,
        data: { instagram: "@paoquente" },
      },
    ],
    [
      "a failure with its summary only",
      formFailure("Erro de conexão"),
      { ok: false, error: "Erro de conexão" },
    ],
    [
      "a failure with field errors and the typed values",
      formFailure<"email">("Revise os campos destacados.", {
        fieldErrors: { email: "Informe um e-mail válido." },
        values: { email: "ana@" },
      }),
      {
        ok: false,
        error: "Revise os campos destacados.",
        fieldErrors: { email: "Informe um e-mail válido." },
        values: { email: "ana@" },
      },
    ],
  ])("%s", (_case, result, expected) => {
    expect(result).toEqual(expected);
  });

  it.each([
    ["before the first submission", null, {}],
    ["after a success", formSuccess("Salvo!"), {}],
    [
      "after a failure",
      formFailure<"email">("Revise.", { fieldErrors: { email: "Inválido." }, values: { email: "ana@" } }),
      { ok: false, error: "Revise.", fieldErrors: { email: "Inválido." }, values: { email: "ana@" } },
    ],
  ])("a form shows no error and no kept value %s, the failure's otherwise", (_case, state, shown) => {
    expect(failureOf(state as FormState<"email">)).toEqual(shown);
  });
});
