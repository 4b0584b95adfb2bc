import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CompanyCouponsScreen } from "@/components/areas/company/company-coupons-screen";
import { Toaster } from "@/components/ui/sonner";
import type { Coupon } from "@/fixtures/company-coupons";
import { companySession } from "@/lib/company/session-store";
import { renderWithIntl } from "@/tests/support/render";

configure({ asyncUtilTimeout: 5000 });

const COMPANY_ID = "7d9c1f64-7b1c-4b7e-9f0e-2d7d1c1e0a01";
const sample: Coupon = {
  id: "5b0f3f7e-2a51-4c1e-9d3a-7c1a2b9e4f10",
  companyId: COMPANY_ID,
  code: "PAOQUENTE10",
  description: "10% de desconto em qualquer pedido da padaria.",
  discountType: "percent",
  discountValue: 10,
  minOrder: 30,
  startsAt: "2026-11-01",
  endsAt: "2026-12-31",
  uses: 48,
  active: true,
};

beforeEach(() => {
  companySession.reset();
  vi.spyOn(console, "info").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderScreen(coupons: Coupon[] = [sample]) {
  const user = userEvent.setup();
  renderWithIntl(
    <>
      <CompanyCouponsScreen companyId={COMPANY_ID} coupons={coupons} />
      <Toaster />
    </>,
  );
  return user;
}

// hidden: true also reads the list behind an open dialog (radix hides it from assistive tech meanwhile).
const codes = () =>
  screen.queryAllByRole("heading", { level: 3, hidden: true }).map((heading) => heading.textContent);
const cards = () => within(screen.getByRole("region", { name: "Seus cupons" })).getAllByRole("listitem");

describe("company coupons screen (issue 11)", { timeout: 20_000 }, () => {
  it("shows each coupon's code, discount, minimum order, validity and uses", () => {
    renderScreen();
    const [card] = cards();
    for (const text of [
      "PAOQUENTE10",
      "10% de desconto",
      "Pedido mínimo: R$ 30,00",
      "Válido de 01/11/2026 a 31/12/2026",
      "48 usos",
      "Ativo",
    ]) {
      expect(card).toHaveTextContent(text);
    }
    expect(within(card!).getByRole("button", { name: "Copiar código PAOQUENTE10" })).toBeInTheDocument();
  });

  it("deactivates and reactivates a coupon with a toast", async () => {
    const user = renderScreen();
    await user.click(screen.getByRole("button", { name: "Desativar o cupom PAOQUENTE10" }));
    expect(await screen.findByText("Cupom desativado")).toBeInTheDocument();
    expect(cards()[0]).toHaveTextContent("Inativo");
    await user.click(screen.getByRole("button", { name: "Ativar o cupom PAOQUENTE10" }));
    expect(await screen.findByText("Cupom ativado")).toBeInTheDocument();
  });

  it("refuses an invalid coupon with Portuguese field errors and focuses the first one", async () => {
    const user = renderScreen();
    await user.click(screen.getByRole("button", { name: "Novo cupom" }));
    const dialog = await screen.findByRole("dialog", { name: "Criar cupom" });
    const code = within(dialog).getByLabelText("Código");
    await user.type(code, "paoquente10");
    expect(code).toHaveValue("PAOQUENTE10");
    await user.type(within(dialog).getByLabelText("Desconto"), "150");
    await user.type(within(dialog).getByLabelText("Início"), "2026-12-10");
    await user.type(within(dialog).getByLabelText("Término"), "2026-12-01");
    await user.click(within(dialog).getByRole("button", { name: "Criar cupom" }));

    expect(within(dialog).getByRole("alert")).toHaveTextContent("Revise os campos destacados.");
    expect(code).toHaveAccessibleDescription(expect.stringContaining("Já existe um cupom com este código."));
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(code).toHaveFocus();
    expect(within(dialog).getByLabelText("Descrição")).toHaveAccessibleDescription("Descreva o cupom.");
    expect(within(dialog).getByLabelText("Desconto")).toHaveAccessibleDescription(
      expect.stringContaining("O desconto em porcentagem deve ser um número inteiro de 1 a 100."),
    );
    expect(within(dialog).getByLabelText("Término")).toHaveAccessibleDescription(
      "A data de término deve ser depois da data de início.",
    );
    expect(codes()).toEqual(["PAOQUENTE10"]);
  });

  it("creates a valid coupon: toast, listed first, active, with no uses", async () => {
    const user = renderScreen();
    await user.click(screen.getByRole("button", { name: "Novo cupom" }));
    const dialog = await screen.findByRole("dialog", { name: "Criar cupom" });
    await user.type(within(dialog).getByLabelText("Código"), "SONHO5");
    await user.type(within(dialog).getByLabelText("Descrição"), "R$ 5 nos sonhos");
    await user.click(within(dialog).getByRole("radio", { name: "Valor fixo (R$)" }));
    await user.type(within(dialog).getByLabelText("Desconto"), "5,00");
    await user.type(within(dialog).getByLabelText("Início"), "2026-12-01");
    await user.type(within(dialog).getByLabelText("Término"), "2026-12-31");
    await user.click(within(dialog).getByRole("button", { name: "Criar cupom" }));

    expect(await screen.findByText("Cupom criado")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(codes()).toEqual(["SONHO5", "PAOQUENTE10"]);
    const card = cards()[0]!;
    expect(card).toHaveTextContent("R$ 5,00 de desconto");
    expect(card).toHaveTextContent("Sem pedido mínimo");
    expect(card).toHaveTextContent("Nenhum uso");
    expect(card).toHaveTextContent("Ativo");
  });

  it("without coupons: an empty state whose action opens the form", async () => {
    const user = renderScreen([]);
    expect(screen.getByRole("heading", { name: "Nenhum cupom criado" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Criar primeiro cupom" }));
    expect(await screen.findByRole("dialog", { name: "Criar cupom" })).toBeInTheDocument();
  });
});
