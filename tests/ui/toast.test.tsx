import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { LazyToaster } from "@/components/ui/lazy-toaster";
import { toast } from "@/components/ui/toast";

const host = () => document.querySelector("section[aria-label^='Notifications']");

describe("toasts load with the first one asked for (product.md D12: no sonner in the first load)", () => {
  it("draws no toaster until a toast is asked for, then shows it, and dismisses it by the id it returned", async () => {
    render(<LazyToaster />);
    expect(host()).toBeNull();

    let id: string | number = "";
    act(() => {
      id = toast.success("Produto adicionado ao carrinho", { description: "Pão francês" });
    });
    expect(id).toMatch(/^toast-\d+$/);
    expect(await screen.findByText("Produto adicionado ao carrinho")).toBeInTheDocument();
    expect(screen.getByText("Pão francês")).toBeInTheDocument();
    expect(host()).not.toBeNull();

    act(() => toast.dismiss(id));
    await waitFor(() => expect(screen.queryByText("Produto adicionado ao carrinho")).not.toBeInTheDocument());
  });

  it("keeps the order and kind of toasts asked for in a row", async () => {
    render(<LazyToaster />);
    act(() => {
      toast.error("Empresa Fechada: não é possível adicionar agora");
      toast.info("Link copiado");
    });
    const error = await screen.findByText("Empresa Fechada: não é possível adicionar agora");
    expect(error.closest("[data-sonner-toast]")).toHaveAttribute("data-type", "error");
    expect((await screen.findByText("Link copiado")).closest("[data-sonner-toast]")).toHaveAttribute(
      "data-type",
      "info",
    );
  });
});
