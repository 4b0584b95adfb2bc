import { configure, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { ThemeEditor } from "@/components/areas/admin/theme/theme-editor";
import { Toaster } from "@/components/ui/sonner";
import { defaultTheme } from "@/fixtures/theme";
import { editableTheme } from "@/lib/theme/editor";
import { renderWithIntl } from "@/tests/support/render";

// Shared 2-core machine: give async queries headroom beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const actions = vi.hoisted(() => ({ saveTheme: vi.fn(), restoreDefaultTheme: vi.fn() }));
vi.mock("@/lib/admin/theme-actions", () => actions);

const saved = editableTheme(defaultTheme);

function setup(canEdit = true) {
  const user = userEvent.setup();
  renderWithIntl(
    <>
      <ThemeEditor saved={saved} canEdit={canEdit} />
      <Toaster />
    </>,
  );
  const preview = screen.getByRole("region", { name: "Pré-visualização" });
  return { user, preview };
}

async function typeColour(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const hex = screen.getByLabelText(`${label}: código hexadecimal`);
  await user.clear(hex);
  await user.type(hex, value);
}

beforeEach(() => vi.clearAllMocks());

describe("the theme editor's preview (product.md §3 Theme)", { timeout: 20_000 }, () => {
  it("previews a typed colour on the preview element only, once it is a full #RRGGBB", async () => {
    const { user, preview } = setup();
    expect(preview.style.getPropertyValue("--primary")).toBe("#1565C0");
    await typeColour(user, "Cor primária", "#0d47");
    expect(screen.getByLabelText("Cor primária: código hexadecimal")).toHaveAttribute("aria-invalid", "true");
    expect(preview.style.getPropertyValue("--primary")).toBe("#1565C0");

    await user.type(screen.getByLabelText("Cor primária: código hexadecimal"), "a1");
    expect(preview.style.getPropertyValue("--primary")).toBe("#0d47a1");
    expect(screen.getByLabelText("Cor primária: seletor")).toHaveValue("#0d47a1");
    expect(document.documentElement.style.getPropertyValue("--primary")).toBe("");
  });

  it("previews the corner radius and the header style, with readable text on the brand colours", () => {
    const { preview } = setup();
    fireEvent.change(screen.getByRole("slider", { name: "Arredondamento dos cantos" }), {
      target: { value: "4" },
    });
    expect(preview.style.getPropertyValue("--radius")).toBe("0.25rem");
    fireEvent.click(screen.getByRole("radio", { name: "Gradiente" }));
    expect(preview).toHaveAttribute("data-header-style", "gradient");
    fireEvent.input(screen.getByLabelText("Cor primária: seletor"), { target: { value: "#ffc107" } });
    fireEvent.input(screen.getByLabelText("Cor de destaque: seletor"), { target: { value: "#ffe082" } });
    expect(preview.style.getPropertyValue("--primary-foreground")).toBe("#111827");
  });
});

describe("'Salvar' and 'Restaurar padrão' (saved for the whole site)", { timeout: 20_000 }, () => {
  it("names a faint pair with its ratio as it is chosen, and 'Salvar' refuses it without saving", async () => {
    const { user } = setup();
    await typeColour(user, "Cor do texto", "#999999");
    const message = "Texto sobre o fundo: contraste 2,8:1, o mínimo é 4,5:1.";
    expect(screen.getByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(actions.saveTheme).not.toHaveBeenCalled();
    expect(within(screen.getByRole("alert")).getByText(message)).toBeInTheDocument();
    expect(await screen.findByText("Tema não salvo")).toBeInTheDocument();
  });

  it("saves the chosen theme and says the site uses it", async () => {
    actions.saveTheme.mockResolvedValue({ ok: true });
    const { user } = setup();
    await typeColour(user, "Cor primária", "#2e7d32");
    await user.click(screen.getByRole("radio", { name: "Transparente" }));
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(actions.saveTheme).toHaveBeenCalledWith({
      ...saved,
      primaryColor: "#2e7d32",
      headerStyle: "transparent",
    });
    expect(await screen.findByText("Tema salvo")).toBeInTheDocument();
  });

  it("shows the server's refusal, pair by pair", async () => {
    actions.saveTheme.mockResolvedValue({
      ok: false,
      error: "Há cores sem contraste suficiente para leitura.",
      contrast: ["Texto sobre a cor primária: contraste 2,9:1, o mínimo é 4,5:1."],
    });
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("O tema não foi salvo. Ajuste as cores:");
    expect(alert).toHaveTextContent("Texto sobre a cor primária: contraste 2,9:1, o mínimo é 4,5:1.");
  });

  it("'Restaurar padrão' asks first, then saves the default theme", async () => {
    actions.restoreDefaultTheme.mockResolvedValue({ ok: true });
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Restaurar padrão" }));
    const dialog = screen.getByRole("alertdialog", { name: "Restaurar o tema padrão?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(actions.restoreDefaultTheme).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Restaurar padrão" }));
    await user.click(
      within(screen.getByRole("alertdialog", { name: "Restaurar o tema padrão?" })).getByRole("button", {
        name: "Restaurar padrão",
      }),
    );
    expect(actions.restoreDefaultTheme).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("Tema padrão restaurado")).toBeInTheDocument();
  });

  it("shows an administrator without layout.edit the theme, with nothing to change or save", () => {
    setup(false);
    expect(screen.getByLabelText("Cor primária: código hexadecimal")).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Salvar" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Restaurar padrão" })).not.toBeInTheDocument();
    expect(screen.getByText(/não permite editar o layout/)).toBeInTheDocument();
  });
});
