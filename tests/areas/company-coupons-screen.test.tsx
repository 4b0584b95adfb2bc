import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CompanyCouponsScreen } from "@/components/areas/company/company-coupons-screen";
import { Toaster } from "@/components/ui/sonner";
import type { Coupon } from "@/lib/company/types";
import { renderWithIntl } from "@/tests/support/render";

const actions = vi.hoisted(() => ({ createCoupon: vi.fn(), setCouponActive: vi.fn() }));
vi.mock("@/lib/company/coupon-actions", () => actions);

configure({ asyncUtilTimeout: 5000 });

const sample: Coupon = {
  id: "5b0f3f7e-2a51-4c1e-9d3a-7c1a2b9e4f10",
  companyId: "7d9c1f64-7b1c-4b7e-9f0e-2d7d1c1e0a01",
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

afterEach(() => {
  vi.clearAllMocks();
});

function renderScreen(coupons: Coupon[] = [sample], readOnly = false) {
  const user = userEvent.setup();
  renderWithIntl(
    <>
      <CompanyCouponsScreen coupons={coupons} readOnly={readOnly} />
      <Toaster />
    </>,
  );
  return user;
}

const cards = () => within(screen.getByRole("region", { name: "Seus cupons" })).getAllByRole("listitem");

async function fillValidCoupon(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Novo cupom" }));
  const dialog = await screen.findByRole("dialog", { name: "Criar cupom" });
  await user.type(within(dialog).getByLabelText("Código"), "sonho5");
  await user.type(within(dialog).getByLabelText("Descrição"), "R$ 5 nos sonhos");
  await user.click(within(dialog).getByRole("radio", { name: "Valor fixo (R$)" }));
  await user.type(within(dialog).getByLabelText("Desconto"), "5,00");
  await user.type(within(dialog).getByLabelText("Início"), "2026-12-01");
  await user.type(within(dialog).getByLabelText("Término"), "2026-12-31");
  return dialog;
}

describe("company coupons screen", { timeout: 20_000 }, () => {
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

  it("'Desativar' saves the switch on the server and confirms with a toast", async () => {
    actions.setCouponActive.mockResolvedValue({ ok: true });
    const user = renderScreen();
    await user.click(screen.getByRole("button", { name: "Desativar o cupom PAOQUENTE10" }));
    expect(await screen.findByText("Cupom desativado")).toBeInTheDocument();
    expect(actions.setCouponActive).toHaveBeenCalledWith(sample.id, false);
  });

  it("a refused switch says so", async () => {
    actions.setCouponActive.mockResolvedValue({
      ok: false,
      error: "Você não pode alterar os cupons desta loja.",
    });
    const user = renderScreen();
    await user.click(screen.getByRole("button", { name: "Desativar o cupom PAOQUENTE10" }));
    expect(await screen.findByText("Você não pode alterar os cupons desta loja.")).toBeInTheDocument();
  });

  it("shows the server's Portuguese field errors, focuses the first and keeps what was typed", async () => {
    actions.createCoupon.mockResolvedValue({
      ok: false,
      error: "Revise os campos destacados.",
      fieldErrors: {
        code: "Já existe um cupom com este código.",
        endsAt: "A data de término deve ser depois da data de início.",
      },
    });
    const user = renderScreen();
    const dialog = await fillValidCoupon(user);
    await user.click(within(dialog).getByRole("button", { name: "Criar cupom" }));

    const code = within(dialog).getByLabelText("Código");
    await waitFor(() => expect(code).toHaveAttribute("aria-invalid", "true"));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Revise os campos destacados.");
    expect(code).toHaveAccessibleDescription(expect.stringContaining("Já existe um cupom com este código."));
    expect(code).toHaveFocus();
    expect(code).toHaveValue("SONHO5");
    expect(within(dialog).getByLabelText("Término")).toHaveAccessibleDescription(
      "A data de término deve ser depois da data de início.",
    );
  });

  it("sends the typed coupon to the server; on success it toasts and closes the dialog", async () => {
    actions.createCoupon.mockResolvedValue({ ok: true });
    const user = renderScreen();
    const dialog = await fillValidCoupon(user);
    await user.click(within(dialog).getByRole("button", { name: "Criar cupom" }));

    expect(await screen.findByText("Cupom criado")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(actions.createCoupon).toHaveBeenCalledWith({
      code: "SONHO5",
      description: "R$ 5 nos sonhos",
      discountType: "amount",
      discountValue: "5,00",
      minOrder: "",
      startsAt: "2026-12-01",
      endsAt: "2026-12-31",
    });
  });

  it("without coupons: an empty state whose action opens the form", async () => {
    const user = renderScreen([]);
    expect(screen.getByRole("heading", { name: "Nenhum cupom criado" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Criar primeiro cupom" }));
    expect(await screen.findByRole("dialog", { name: "Criar cupom" })).toBeInTheDocument();
  });

  it("an entregador reads the coupons without ways to change them", () => {
    renderScreen([sample], true);
    expect(screen.getByText("Só o dono da loja cria, ativa e desativa cupons.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Novo cupom" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Desativar o cupom/ })).not.toBeInTheDocument();
    expect(
      within(cards()[0]!).getByRole("button", { name: "Copiar código PAOQUENTE10" }),
    ).toBeInTheDocument();
  });
});
