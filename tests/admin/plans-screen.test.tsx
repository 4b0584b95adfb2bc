import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { PlansScreen } from "@/components/areas/admin/plans/plans-screen";
import { Toaster } from "@/components/ui/sonner";
import { plans } from "@/fixtures/plans";
import type { Plan } from "@/lib/admin/types";
import { renderWithIntl } from "@/tests/support/render";

// Shared 2-core machine: give async queries headroom beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const actions = vi.hoisted(() => ({ createPlan: vi.fn(), editPlan: vi.fn(), setPlanActive: vi.fn() }));
vi.mock("@/lib/admin/plan-actions", () => actions);

const EDITOR = { create: true, edit: true };
const READER = { create: false, edit: false };

function setup(list: Plan[] = plans, permissions = EDITOR) {
  const user = userEvent.setup();
  renderWithIntl(
    <>
      <PlansScreen plans={list} permissions={permissions} />
      <Toaster />
    </>,
  );
  return { user };
}

const names = () =>
  within(screen.getByRole("list", { name: /Todos|Empresas|Anunciantes/ }))
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);
const card = (name: string) => screen.getAllByRole("heading", { level: 2, name })[0]!.closest("li")!;

beforeEach(() => vi.clearAllMocks());

describe("Planos (product.md §2: filter by type, product.md §9 figures)", { timeout: 20_000 }, () => {
  it("filters by Empresas and Anunciantes, and back to Todos", async () => {
    const { user } = setup();
    expect(names()).toEqual(["Gratuito", "Básico", "Premium", "Anúncio Básico", "Premium", "Empresarial"]);

    await user.click(screen.getByRole("button", { name: "Anunciantes" }));
    expect(screen.getByRole("button", { name: "Anunciantes" })).toHaveAttribute("aria-pressed", "true");
    expect(names()).toEqual(["Anúncio Básico", "Premium", "Empresarial"]);

    await user.click(screen.getByRole("button", { name: "Empresas" }));
    expect(names()).toEqual(["Gratuito", "Básico", "Premium"]);
    const premium = card("Premium");
    expect(within(premium).getByText("R$ 79,90")).toBeInTheDocument();
    expect(within(premium).getAllByText("Ilimitado")).toHaveLength(2);
    expect(within(premium).getByText("Em destaque")).toBeInTheDocument();
    expect(within(premium).getByText("Ativo")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Todos" }));
    expect(names()).toHaveLength(6);
  });

  it("an empty type says so and offers every plan", async () => {
    const { user } = setup(plans.filter((plan) => plan.type === "company"));
    await user.click(screen.getByRole("button", { name: "Anunciantes" }));
    expect(screen.getByText("Nenhum plano deste tipo")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ver todos os planos" }));
    expect(names()).toHaveLength(3);
  });

  it("counts the plans for sale of each type from the list the cards show", () => {
    setup(
      plans.map((plan) => (plan.name === "Empresarial" ? { ...plan, status: "inactive" as const } : plan)),
    );
    expect(screen.getByText("Planos de empresas à venda").nextElementSibling).toHaveTextContent("3");
    expect(screen.getByText("Planos de anunciantes à venda").nextElementSibling).toHaveTextContent("2");
    expect(screen.getByText("3 planos cadastrados · 1 inativo")).toBeInTheDocument();
    expect(within(card("Empresarial")).getByText("Inativo")).toBeInTheDocument();
  });

  it("shows an administrator without plan permissions the plans and no button that writes", () => {
    setup(plans, READER);
    expect(screen.queryByRole("button", { name: "Novo plano" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Editar o plano/ })).not.toBeInTheDocument();
    expect(screen.getByText(/não permite criar nem editar planos/)).toBeInTheDocument();
  });
});

describe("Planos saved for real: 'Novo plano', Editar, Ativar/Desativar", { timeout: 30_000 }, () => {
  it("checks the form before sending it, keeps what was typed and puts the focus on the first field to fix", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Novo plano" }));
    const dialog = screen.getByRole("dialog", { name: "Novo plano" });
    await user.type(within(dialog).getByLabelText("Nome"), "Intermediário");
    await user.type(within(dialog).getByLabelText("Preço por mês (R$)"), "29,999");
    await user.click(within(dialog).getByRole("button", { name: "Criar plano" }));

    expect(actions.createPlan).not.toHaveBeenCalled();
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Confira os campos destacados.");
    expect(within(dialog).getByText("Use no máximo dois dígitos para os centavos.")).toBeInTheDocument();
    expect(within(dialog).getByText("Descreva o plano em uma frase.")).toBeInTheDocument();
    expect(within(dialog).getByText("Informe pelo menos um recurso.")).toBeInTheDocument();
    expect(within(dialog).getAllByText("Informe o limite ou marque Ilimitado.")).toHaveLength(2);
    expect(within(dialog).getByLabelText("Nome")).toHaveValue("Intermediário");
    const price = within(dialog).getByLabelText("Preço por mês (R$)");
    expect(price).toHaveAttribute("aria-invalid", "true");
    expect(price).toHaveFocus();
    // typed again, the price's error goes and the others stay
    await user.type(price, "{backspace}");
    expect(within(dialog).queryByText("Use no máximo dois dígitos para os centavos.")).toBeNull();
    expect(price).not.toHaveAttribute("aria-invalid");
    expect(within(dialog).getByText("Descreva o plano em uma frase.")).toBeInTheDocument();
  });

  it("creates an advertiser plan with unlimited impressions, then says so", async () => {
    actions.createPlan.mockResolvedValue({ ok: true });
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Novo plano" }));
    const dialog = screen.getByRole("dialog", { name: "Novo plano" });
    await user.click(within(dialog).getByRole("radio", { name: "Anunciantes" }));
    expect(within(dialog).queryByLabelText("Produtos")).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Nome"), "Anúncio Plus");
    await user.type(within(dialog).getByLabelText("Preço por mês (R$)"), "34,90");
    await user.type(within(dialog).getByLabelText("Descrição"), "Mais alcance no bairro.");
    await user.type(within(dialog).getByLabelText("Recursos"), "Até 8 anúncios{enter}Métricas de cliques");
    await user.type(within(dialog).getByLabelText("Anúncios"), "8");
    await user.click(within(dialog).getByRole("checkbox", { name: "Impressões por mês: ilimitado" }));
    await user.type(within(dialog).getByLabelText("Imagens"), "8");
    await user.click(within(dialog).getByRole("button", { name: "Criar plano" }));

    expect(actions.createPlan).toHaveBeenCalledWith(
      expect.objectContaining({
        type: "advertiser",
        name: "Anúncio Plus",
        price: "34,90",
        features: "Até 8 anúncios\nMétricas de cliques",
        maxAds: "8",
        maxImpressionsUnlimited: true,
      }),
    );
    expect(await screen.findByText("Plano Anúncio Plus criado")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("edits a plan from its own values and shows the server's refusal beside the field", async () => {
    actions.editPlan.mockResolvedValue({
      ok: false,
      error: "Confira os campos destacados.",
      fieldErrors: { name: "Já existe um plano deste tipo com este nome." },
    });
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Editar o plano Básico (Empresas)" }));
    const dialog = screen.getByRole("dialog", { name: "Editar o plano Básico" });
    expect(within(dialog).queryByRole("radio", { name: "Anunciantes" })).not.toBeInTheDocument();
    const price = within(dialog).getByLabelText("Preço por mês (R$)");
    expect(price).toHaveValue("29,90");
    await user.clear(price);
    await user.type(price, "39,90");
    await user.click(within(dialog).getByRole("button", { name: "Salvar alterações" }));

    const basico = plans.find((plan) => plan.tier === "basic")!;
    expect(actions.editPlan).toHaveBeenCalledWith(
      basico.id,
      expect.objectContaining({ price: "39,90", maxProducts: "50" }),
    );
    expect(
      await within(dialog).findByText("Já existe um plano deste tipo com este nome."),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Nome")).toHaveFocus();
    expect(price).toHaveValue("39,90");
  });

  it("deactivates a plan at once and puts it back when the server refuses", async () => {
    let answer: (result: { ok: false; error: string }) => void = () => {};
    actions.setPlanActive.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = setup();
    const empresarial = plans.find((plan) => plan.name === "Empresarial")!;
    await user.click(screen.getByRole("button", { name: "Desativar o plano Empresarial (Anunciantes)" }));
    expect(actions.setPlanActive).toHaveBeenCalledWith(empresarial.id, false);
    expect(within(card("Empresarial")).getByText("Inativo")).toBeInTheDocument();

    answer({ ok: false, error: "Seu perfil de administrador não permite esta alteração nos planos." });
    expect(await screen.findByText("Não foi possível salvar o plano")).toBeInTheDocument();
    // the transition ends after the toast: then the card is back to what the server holds
    expect(await within(card("Empresarial")).findByText("Ativo")).toBeInTheDocument();
  });
});
