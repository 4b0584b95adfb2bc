import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { Field, FieldSet, fieldErrorId, fieldHintId } from "@/components/forms/field";

function renderField(props: { hint?: string; error?: string }) {
  return render(
    <Field id="email" label="E-mail" {...props}>
      {(control) => <input {...control} name="email" />}
    </Field>,
  );
}

describe("the one field of every form", () => {
  it("names the control by its label", () => {
    renderField({});
    const input = screen.getByLabelText("E-mail");
    expect(input).toHaveAttribute("id", "email");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it.each([
    ["a hint only", { hint: "Usado para entrar." }, "email-hint", "Usado para entrar.", false],
    [
      "an error only",
      { error: "Informe um e-mail válido." },
      "email-error",
      "Informe um e-mail válido.",
      true,
    ],
    [
      "a hint and an error: the hint is read first",
      { hint: "Usado para entrar.", error: "Informe um e-mail válido." },
      "email-hint email-error",
      "Usado para entrar. Informe um e-mail válido.",
      true,
    ],
  ] as const)(
    "with %s, the control is described in that order",
    (_case, props, ids, description, invalid) => {
      renderField(props);
      const input = screen.getByLabelText("E-mail");
      expect(input).toHaveAttribute("aria-describedby", ids);
      expect(input).toHaveAccessibleDescription(description);
      if (invalid) expect(input).toHaveAttribute("aria-invalid", "true");
      else expect(input).not.toHaveAttribute("aria-invalid");
    },
  );

  it("gives the hint and the error the ids the helpers name", () => {
    renderField({ hint: "Usado para entrar.", error: "Informe um e-mail válido." });
    expect(document.getElementById(fieldHintId("email"))).toHaveTextContent("Usado para entrar.");
    expect(document.getElementById(fieldErrorId("email"))).toHaveTextContent("Informe um e-mail válido.");
  });

  it("a visually hidden label still names the control", () => {
    render(
      <Field id="hex" label="Cor primária: código hexadecimal" labelClassName="sr-only">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByLabelText("Cor primária: código hexadecimal")).toHaveAttribute("id", "hex");
  });
});

describe("an error a request brings while the focus is elsewhere", () => {
  it("is read out as it appears only when the field asks for it", () => {
    const { rerender } = render(
      <Field id="coupon" label="Cupom de desconto" error="Cupom não encontrado.">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    rerender(
      <Field id="coupon" label="Cupom de desconto" error="Cupom não encontrado." announce>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Cupom não encontrado.");
    expect(screen.getByLabelText("Cupom de desconto")).toHaveAccessibleDescription("Cupom não encontrado.");
  });

  it("keeps its own look where the form sits on a coloured band", () => {
    render(
      <Field id="news" label="Seu e-mail" error="Informe seu e-mail." errorClassName="bg-destructive">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(document.getElementById(fieldErrorId("news"))).toHaveClass("bg-destructive", "text-sm");
  });
});

describe("the same field for a group of controls", () => {
  it("names the group by its legend and describes it with its error", () => {
    render(
      <FieldSet id="tipo" legend="Tipo" error="Escolha o tipo.">
        <label>
          <input type="radio" name="tipo" value="produto" /> Produto
        </label>
      </FieldSet>,
    );
    const group = screen.getByRole("group", { name: "Tipo" });
    expect(group).toHaveAttribute("aria-describedby", "tipo-error");
    expect(group).toHaveAccessibleDescription("Escolha o tipo.");
  });

  it("disables every control inside when disabled", () => {
    render(
      <FieldSet id="cor" legend="Cor" disabled>
        <input aria-label="Cor: código hexadecimal" />
      </FieldSet>,
    );
    expect(screen.getByLabelText("Cor: código hexadecimal")).toBeDisabled();
    expect(screen.getByRole("group", { name: "Cor" })).not.toHaveAttribute("aria-describedby");
  });
});
