import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { ChangePlanButton } from "@/components/areas/advertiser/change-plan-button";
import { renderWithIntl } from "@/tests/support/render";

const change = vi.hoisted(() => vi.fn());
vi.mock("@/lib/advertiser/plan-actions", () => ({ changeAdvertiserPlan: change }));
const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: toastMock }));

const PREMIUM = "1eab1b86-2293-41b3-aac8-900cc7a4afa3";

beforeEach(() => vi.clearAllMocks());

function renderButton(warning?: string) {
  renderWithIntl(
    <ChangePlanButton
      planId={PREMIUM}
      name="Premium"
      price="R$ 49,90/mês"
      limits="Até 15 anúncios; Até 5.000 impressões por mês"
      warning={warning}
    />,
  );
}

describe("'Mudar para este plano' on /advertiser/billing", () => {
  it("asks first, saying what changes, and changes nothing on Cancelar", async () => {
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Mudar para o plano Premium" }));
    const ask = screen.getByRole("alertdialog", { name: "Mudar para o plano Premium?" });
    expect(ask).toHaveAccessibleDescription(
      "A mudança vale na hora: Até 15 anúncios; Até 5.000 impressões por mês. O mês em aberto passa a ser cobrado R$ 49,90/mês; os meses fechados não mudam.",
    );
    expect(screen.getByRole("button", { name: "Cancelar" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(change).not.toHaveBeenCalled();
  });

  it("moves the advertiser on 'Mudar de plano' and confirms it", async () => {
    change.mockResolvedValue({ ok: true });
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Mudar para o plano Premium" }));
    await userEvent.click(screen.getByRole("button", { name: "Mudar de plano" }));
    expect(change).toHaveBeenCalledExactlyOnceWith(PREMIUM);
    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith("Plano alterado", {
        description: "Agora você está no plano Premium.",
      }),
    );
  });

  it("says why when the plan is refused", async () => {
    const error = "Você tem 6 anúncios em uso e o plano Premium permite até 5.";
    change.mockResolvedValue({ ok: false, error });
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Mudar para o plano Premium" }));
    await userEvent.click(screen.getByRole("button", { name: "Mudar de plano" }));
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith("O plano não foi alterado", { description: error }),
    );
    expect(toastMock.success).not.toHaveBeenCalled();
  });

  it("warns, before confirming, when this month's impressions already passed the plan's", async () => {
    renderButton(
      "Neste mês você já teve 57.650 impressões, mais que as 5.000 do plano Premium: seus anúncios deixam de aparecer até o mês que vem.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Mudar para o plano Premium" }));
    expect(
      screen.getByRole("alertdialog", { name: "Mudar para o plano Premium?" }),
    ).toHaveAccessibleDescription(/seus anúncios deixam de aparecer até o mês que vem\.$/);
  });
});
