import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { renderWithIntl } from "@/tests/support/render";

describe("Tabs", { timeout: 20_000 }, () => {
  it("moves between tabs with the arrow keys and shows the matching panel", async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <Tabs defaultValue="pedidos">
        <TabsList aria-label="Seções">
          <TabsTrigger value="pedidos">Pedidos</TabsTrigger>
          <TabsTrigger value="favoritos">Favoritos</TabsTrigger>
        </TabsList>
        <TabsContent value="pedidos">Lista de pedidos</TabsContent>
        <TabsContent value="favoritos">Lista de favoritos</TabsContent>
      </Tabs>,
    );

    expect(screen.getByRole("tabpanel", { name: "Pedidos" })).toHaveTextContent("Lista de pedidos");
    await user.tab();
    expect(screen.getByRole("tab", { name: "Pedidos" })).toHaveFocus();

    await user.keyboard("{ArrowRight}");
    const favoritos = screen.getByRole("tab", { name: "Favoritos" });
    expect(favoritos).toHaveFocus();
    expect(favoritos).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Favoritos" })).toHaveTextContent("Lista de favoritos");
    expect(screen.queryByText("Lista de pedidos")).not.toBeInTheDocument();

    // Focus wraps from the first tab back to the last one.
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(favoritos).toHaveFocus();
  });
});
