import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { NewCompanyDialog } from "@/components/areas/admin/companies/new-company-dialog";
import { CATEGORY_IDS } from "@/fixtures/ids";
import { createCompany } from "@/lib/admin/new-company-action";
import { renderWithIntl } from "@/tests/support/render";

vi.mock("@/lib/admin/new-company-action", () => ({ createCompany: vi.fn() }));
const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: toastMock }));

const CATEGORIES = [{ id: CATEGORY_IDS.mercado, name: "Mercado" }];

beforeEach(() => vi.clearAllMocks());

async function fillAndSend(onOpenChange = vi.fn()) {
  const user = userEvent.setup();
  renderWithIntl(<NewCompanyDialog open onOpenChange={onOpenChange} categories={CATEGORIES} />);
  const dialog = screen.getByRole("dialog", { name: "Nova Empresa" });
  const type = (label: string, text: string) => user.type(within(dialog).getByLabelText(label), text);
  await type("Nome do responsável", "Rita Moreira");
  await type("E-mail do responsável", "rita@vitrine.example");
  await type("Nome da loja", "Empório da Rita");
  await user.selectOptions(within(dialog).getByLabelText("Categoria"), "Mercado");
  await user.click(within(dialog).getByRole("button", { name: "Cadastrar empresa" }));
  return { dialog, onOpenChange };
}

describe("'Nova Empresa' on /admin/companies", { timeout: 20_000 }, () => {
  it("sends the owner and the store, then closes and says where the store is", async () => {
    vi.mocked(createCompany).mockResolvedValue({
      ok: true,
      message: "Ela já aparece na vitrine. Enviamos a rita@vitrine.example o convite para criar a senha.",
    });
    const { onOpenChange } = await fillAndSend();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const sent = vi.mocked(createCompany).mock.calls[0]![1];
    expect(Object.fromEntries(sent)).toMatchObject({
      ownerName: "Rita Moreira",
      email: "rita@vitrine.example",
      storeName: "Empório da Rita",
      category: CATEGORY_IDS.mercado,
    });
    expect(toastMock.success).toHaveBeenCalledWith("Empresa Empório da Rita cadastrada", {
      description: "Ela já aparece na vitrine. Enviamos a rita@vitrine.example o convite para criar a senha.",
    });
  });

  it("shows a refusal under its field and keeps everything typed", async () => {
    const taken = "Já existe uma conta com este e-mail. Use outro e-mail para o responsável.";
    vi.mocked(createCompany).mockResolvedValue({
      ok: false,
      error: taken,
      fieldErrors: { email: taken },
      values: { ownerName: "Rita Moreira", email: "rita@vitrine.example", storeName: "Empório da Rita" },
    });
    const { dialog, onOpenChange } = await fillAndSend();
    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    expect(within(dialog).getByText("Confira os campos destacados.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("E-mail do responsável")).toHaveValue("rita@vitrine.example");
    // the first field to fix has the focus
    await waitFor(() => expect(within(dialog).getByLabelText("E-mail do responsável")).toHaveFocus());
    expect(within(dialog).getByLabelText("Nome da loja")).toHaveValue("Empório da Rita");
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(toastMock.success).not.toHaveBeenCalled();
  });
});
