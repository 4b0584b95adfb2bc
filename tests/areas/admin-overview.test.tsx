import { configure, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { AdminOverview } from "@/components/areas/admin/overview";
import { Toaster } from "@/components/ui/sonner";
import type { EditableTheme } from "@/lib/areas/theme-editor";
import { renderWithIntl } from "@/tests/support/render";

// Shared 2-core machine: give async queries headroom beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const defaults: EditableTheme = {
  primaryColor: "#1E88E5",
  secondaryColor: "#E3F2FD",
  accentColor: "#0D47A1",
  backgroundColor: "#FFFFFF",
  textColor: "#1F2937",
  borderRadius: "0.75rem",
  headerStyle: "solid",
};

function setup() {
  const user = userEvent.setup();
  renderWithIntl(
    <>
      <AdminOverview themeDefaults={defaults} />
      <Toaster />
    </>,
  );
  const preview = screen.getByRole("region", { name: "Pré-visualização" });
  return { user, preview };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Admin dashboard theme editor (product.md §2)", { timeout: 20_000 }, () => {
  it("previews a typed colour on the preview element only", async () => {
    const { user, preview } = setup();
    expect(preview.style.getPropertyValue("--primary")).toBe("#1E88E5");

    const hex = screen.getByLabelText("Cor primária: código hexadecimal");
    await user.clear(hex);
    await user.type(hex, "#ff00");
    // Half-typed: flagged, and the preview keeps the last valid colour.
    expect(hex).toHaveAttribute("aria-invalid", "true");
    expect(preview.style.getPropertyValue("--primary")).toBe("#1E88E5");

    await user.type(hex, "aa");
    expect(hex).not.toHaveAttribute("aria-invalid");
    expect(preview.style.getPropertyValue("--primary")).toBe("#ff00aa");
    expect(screen.getByLabelText("Cor primária: seletor")).toHaveValue("#ff00aa");
    expect(document.documentElement.style.getPropertyValue("--primary")).toBe("");
  });

  it("applies the colour picker to the preview and the text box", () => {
    const { preview } = setup();
    fireEvent.input(screen.getByLabelText("Cor do texto: seletor"), { target: { value: "#123456" } });
    expect(preview.style.getPropertyValue("--foreground")).toBe("#123456");
    expect(screen.getByLabelText("Cor do texto: código hexadecimal")).toHaveValue("#123456");
  });

  it("previews the border radius and the header style live (product.md §3 Theme)", () => {
    const { preview } = setup();
    const header = screen.getByTestId("theme-preview-header");
    expect(preview.style.getPropertyValue("--radius")).toBe("0.75rem");
    expect(screen.getByRole("radio", { name: "Sólido" })).toBeChecked();

    fireEvent.change(screen.getByRole("slider", { name: "Arredondamento dos cantos" }), {
      target: { value: "4" },
    });
    expect(preview.style.getPropertyValue("--radius")).toBe("0.25rem");
    expect(screen.getByRole("slider", { name: "Arredondamento dos cantos" })).toHaveAttribute(
      "aria-valuetext",
      "4 px",
    );

    fireEvent.click(screen.getByRole("radio", { name: "Gradiente" }));
    expect(header).toHaveAttribute("data-header-style", "gradient");
    expect(header.style.background).toContain("linear-gradient");
    fireEvent.click(screen.getByRole("radio", { name: "Transparente" }));
    expect(header.style.background).toBe("transparent");
  });

  it("'Salvar' only logs the theme; 'Restaurar padrão' brings the defaults back", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const { user, preview } = setup();
    const hex = screen.getByLabelText("Cor de fundo: código hexadecimal");
    await user.clear(hex);
    await user.type(hex, "#000000");

    await user.click(screen.getByRole("radio", { name: "Transparente" }));
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(info).toHaveBeenCalledWith(expect.any(String), {
      ...defaults,
      backgroundColor: "#000000",
      headerStyle: "transparent",
    });
    expect(await screen.findByText("Tema registrado")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Cor primária: código hexadecimal"));
    await user.click(screen.getByRole("button", { name: "Restaurar padrão" }));
    expect(preview.style.getPropertyValue("--background")).toBe("#FFFFFF");
    expect(screen.getByLabelText("Cor de fundo: código hexadecimal")).toHaveValue("#FFFFFF");
    expect(screen.getByLabelText("Cor primária: código hexadecimal")).toHaveValue("#1E88E5");
    expect(screen.getByRole("radio", { name: "Sólido" })).toBeChecked();
    expect(await screen.findByText("Tema padrão restaurado")).toBeInTheDocument();
  });

  it("shows the fixed summary numbers", () => {
    setup();
    expect(screen.getByText("Empresas cadastradas").nextElementSibling).toHaveTextContent("156");
    expect(screen.getByText("Receita do mês").nextElementSibling).toHaveTextContent("R$ 45.678,90");
  });
});
