import { act, configure, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { StoreProfileForm } from "@/components/areas/settings/store-profile-form";
import { Toaster } from "@/components/ui/sonner";
import { companies, DEMO_COMPANY_ID } from "@/fixtures/companies";
import { toProfileDraft } from "@/lib/settings/store-profile";
import { finishSimulatedRequests, simulateDelay } from "@/tests/areas/simulate-mock";
import { renderWithIntl } from "@/tests/support/render";

vi.mock("@/lib/areas/simulate", () => import("@/tests/areas/simulate-mock"));

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  finishSimulatedRequests();
  simulateDelay.mockClear();
  vi.restoreAllMocks();
});

const demo = companies.find((company) => company.id === DEMO_COMPANY_ID)!;

function renderForm() {
  renderWithIntl(
    <>
      <StoreProfileForm initial={toProfileDraft(demo)} />
      <Toaster />
    </>,
  );
}

describe("the store profile form (spec 3 Company, issue 11)", { timeout: 20_000 }, () => {
  it("starts from the company and rejects bad input with Portuguese errors, keeping every typed value", async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByLabelText("Nome da loja")).toHaveValue("Padaria Pão Quente");
    expect(screen.getByLabelText("Taxa de entrega")).toHaveValue("4,99");
    await user.clear(screen.getByLabelText("E-mail"));
    await user.type(screen.getByLabelText("E-mail"), "contato@");
    await user.clear(screen.getByLabelText("UF"));
    await user.type(screen.getByLabelText("UF"), "XX");
    await user.click(screen.getByRole("button", { name: "Salvar perfil" }));

    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Informe um e-mail válido.");
    expect(screen.getByLabelText("UF")).toHaveAccessibleDescription("Informe a sigla do estado, como MG.");
    expect(screen.getByLabelText("E-mail")).toHaveValue("contato@");
    expect(screen.getByLabelText("UF")).toHaveValue("XX");
    expect(simulateDelay).not.toHaveBeenCalled();
  });

  it("a valid save is logged, toasted and shown back in the stored form", async () => {
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    const user = userEvent.setup();
    renderForm();
    await user.clear(screen.getByLabelText("Instagram"));
    await user.type(screen.getByLabelText("Instagram"), "paoquente");
    await user.click(screen.getByRole("button", { name: "Salvar perfil" }));
    await act(async () => finishSimulatedRequests());

    expect(await screen.findByText("Perfil da loja salvo")).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining("perfil da loja"),
      expect.objectContaining({ instagram: "@paoquente", deliveryTime: "20-30 min" }),
    );
    expect(screen.getByLabelText("Instagram")).toHaveValue("@paoquente");
  });
});
