import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CampaignForm } from "@/components/areas/advertiser/campaign-form";
import { Toaster } from "@/components/ui/sonner";
import { emptyCampaignForm } from "@/lib/advertiser/campaign-form";
import { renderWithIntl } from "@/tests/support/render";

import { TODAY } from "./sample";

const actions = vi.hoisted(() => ({
  createCampaign: vi.fn(),
  editCampaign: vi.fn(),
  toggleCampaign: vi.fn(),
}));
vi.mock("@/lib/advertiser/campaign-actions", () => actions);

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.clearAllMocks());

function renderForm(campaignId?: string) {
  const onOpenChange = vi.fn();
  renderWithIntl(
    <>
      <CampaignForm
        open
        onOpenChange={onOpenChange}
        initial={emptyCampaignForm(TODAY, "2026-12-26")}
        campaignId={campaignId}
        today={TODAY}
      />
      <Toaster />
    </>,
  );
  return { onOpenChange, dialog: screen.getByRole("dialog") };
}

describe("the campaign form ('Nova campanha' / 'Editar')", { timeout: 20_000 }, () => {
  it("sends what was typed and closes with a confirmation", async () => {
    const user = userEvent.setup();
    actions.createCampaign.mockResolvedValueOnce({ ok: true });
    const { dialog, onOpenChange } = renderForm();
    await user.type(within(dialog).getByLabelText("Nome da campanha"), "Natal no Centro");
    await user.type(within(dialog).getByLabelText("Orçamento (R$)"), "1.250,00");
    await user.click(within(dialog).getByRole("button", { name: "Criar campanha" }));
    expect(actions.createCampaign).toHaveBeenCalledWith({
      name: "Natal no Centro",
      budget: "1.250,00",
      bid: "0,50",
      startDate: TODAY,
      endDate: "2026-12-26",
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await screen.findByText("Campanha criada")).toBeInTheDocument();
  });

  it("shows each refusal next to its field, focuses the first and keeps every value typed", async () => {
    const user = userEvent.setup();
    actions.createCampaign.mockResolvedValueOnce({
      ok: false,
      error: "Revise os campos destacados.",
      fieldErrors: {
        budget: "Informe um orçamento maior que zero, como 500 ou 1.250,00.",
        endDate: "A data de término deve ser depois da data de início.",
      },
    });
    const { dialog, onOpenChange } = renderForm();
    await user.type(within(dialog).getByLabelText("Nome da campanha"), "Natal");
    await user.type(within(dialog).getByLabelText("Orçamento (R$)"), "0");
    await user.click(within(dialog).getByRole("button", { name: "Criar campanha" }));

    const budget = within(dialog).getByLabelText("Orçamento (R$)");
    await waitFor(() => expect(budget).toHaveAttribute("aria-invalid", "true"));
    expect(budget).toHaveAccessibleDescription(
      "O total que a campanha pode gastar, como 500,00. Informe um orçamento maior que zero, como 500 ou 1.250,00.",
    );
    expect(within(dialog).getByLabelText("Término")).toHaveAccessibleDescription(
      "O último dia em que os anúncios aparecem. A data de término deve ser depois da data de início.",
    );
    expect(budget).toHaveFocus();
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Revise os campos destacados.");
    expect(within(dialog).getByLabelText("Nome da campanha")).toHaveValue("Natal");
    expect(budget).toHaveValue("0");
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("editing saves through editCampaign; a finished campaign's refusal is a message, not a field", async () => {
    const user = userEvent.setup();
    actions.editCampaign.mockResolvedValueOnce({
      ok: false,
      error:
        "Esta campanha já terminou: não pode ser alterada nem reativada. Crie uma nova campanha para um novo período.",
    });
    const { dialog } = renderForm("11111111-1111-4111-8111-111111111111");
    expect(within(dialog).getByRole("heading", { name: "Editar campanha" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Salvar alterações" }));
    expect(actions.editCampaign).toHaveBeenCalledWith(
      "11111111-1111-4111-8111-111111111111",
      expect.any(Object),
    );
    expect(
      await screen.findByText(
        "Esta campanha já terminou: não pode ser alterada nem reativada. Crie uma nova campanha para um novo período.",
      ),
    ).toBeInTheDocument();
  });
});
