import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { PaymentMethodCard } from "@/components/areas/advertiser/payment-method-card";
import { renderWithIntl } from "@/tests/support/render";

const save = vi.hoisted(() => vi.fn());
vi.mock("@/lib/advertiser/payment-actions", () => ({ savePaymentMethod: save }));
const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: toastMock }));

beforeEach(() => vi.clearAllMocks());

const option = (name: RegExp) => screen.getByRole("radio", { name });

describe("'Forma de pagamento' on /advertiser/billing (Pix or boleto, no card)", () => {
  it("shows the saved way to pay and asks for no card", () => {
    renderWithIntl(<PaymentMethodCard method="boleto" />);
    expect(screen.getByRole("group", { name: "Forma de pagamento" })).toBeInTheDocument();
    expect(option(/^Pix/)).not.toBeChecked();
    expect(option(/^Boleto bancário/)).toBeChecked();
    expect(screen.getByText(/A Vitrine não guarda dados de cartão/)).toBeInTheDocument();
    expect(screen.queryByText(/final \d{4}|Validade/)).not.toBeInTheDocument();
  });

  it("saves the choice at once and confirms it", async () => {
    save.mockResolvedValue({ ok: true });
    renderWithIntl(<PaymentMethodCard method="pix" />);
    await userEvent.click(option(/^Boleto bancário/));
    expect(save).toHaveBeenCalledExactlyOnceWith({ method: "boleto" });
    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith("Forma de pagamento salva", {
        description: "Boleto bancário",
      }),
    );
    expect(option(/^Boleto bancário/)).toBeChecked();
  });

  it("moves back to Pix and says why beside it when the save fails", async () => {
    const error = "Não foi possível salvar a forma de pagamento. Verifique sua conexão e tente de novo.";
    save.mockResolvedValue({ ok: false, error });
    renderWithIntl(<PaymentMethodCard method="pix" />);
    await userEvent.click(option(/^Boleto bancário/));
    expect(await screen.findByRole("alert")).toHaveTextContent(error);
    expect(option(/^Pix/)).toBeChecked();
    expect(toastMock.success).not.toHaveBeenCalled();
  });
});
