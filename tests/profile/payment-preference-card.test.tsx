import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { PaymentPreferenceCard } from "@/components/profile/payment-preference-card";
import { renderWithIntl } from "@/tests/support/render";

const save = vi.hoisted(() => vi.fn());
vi.mock("@/lib/customers/payment-preference-action", () => ({ savePaymentPreference: save }));
const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: toastMock }));

beforeEach(() => vi.clearAllMocks());

const option = (name: string) => screen.getByRole("radio", { name });

describe("'Forma de pagamento preferida' on the profile (no card is stored)", () => {
  it("offers the three ways to pay, the saved one chosen", () => {
    renderWithIntl(<PaymentPreferenceCard initial="debit" />);
    expect(screen.getByRole("group", { name: "Forma de pagamento preferida" })).toBeInTheDocument();
    expect(option("Cartão de crédito na entrega")).not.toBeChecked();
    expect(option("Cartão de débito na entrega")).toBeChecked();
    expect(option("Pix")).not.toBeChecked();
    expect(screen.queryByText(/final \d{4}/)).not.toBeInTheDocument();
  });

  it("saves a choice at once and confirms it", async () => {
    save.mockResolvedValue({ ok: true });
    renderWithIntl(<PaymentPreferenceCard initial={null} />);
    await userEvent.click(option("Pix"));
    expect(save).toHaveBeenCalledExactlyOnceWith("pix");
    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith("Forma de pagamento preferida salva", {
        description: "Pix",
      }),
    );
    expect(option("Pix")).toBeChecked();
  });

  it("moves back to the saved choice and says so beside it when the save fails", async () => {
    save.mockResolvedValue({
      ok: false,
      error: "Não foi possível salvar a forma de pagamento. Tente novamente.",
    });
    renderWithIntl(<PaymentPreferenceCard initial="credit" />);
    await userEvent.click(option("Pix"));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Não foi possível salvar a forma de pagamento. Tente novamente.");
    expect(option("Cartão de crédito na entrega")).toBeChecked();
    expect(screen.getByRole("group", { name: "Forma de pagamento preferida" })).toHaveAccessibleDescription(
      "Não foi possível salvar a forma de pagamento. Tente novamente.",
    );
    expect(toastMock.success).not.toHaveBeenCalled();
  });

  it("is chosen with the keyboard alone", async () => {
    save.mockResolvedValue({ ok: true });
    renderWithIntl(<PaymentPreferenceCard initial="credit" />);
    await userEvent.tab();
    expect(option("Cartão de crédito na entrega")).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(save).toHaveBeenCalledWith("debit");
  });
});
