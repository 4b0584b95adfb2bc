import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { CartProvider, useCart } from "@/components/cart/cart-provider";
import { Toaster } from "@/components/ui/sonner";
import { coffee, storeA } from "@/tests/cart/sample";
import { renderWithIntl } from "@/tests/support/render";

// storeA opens 08:00-22:00 every day; pin the clock to a weekday noon in São Paulo.
const NOON = new Date("2025-03-12T12:00:00-03:00");

function AddCoffee() {
  const { add, ready } = useCart();
  return (
    <button disabled={!ready} onClick={() => add(coffee, storeA)}>
      add coffee
    </button>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ now: NOON, toFake: ["Date"] });
});

describe("the 'adicionado' toast leads on to the cart (product.md D13)", () => {
  it("offers 'Ver carrinho', a keyboard-reachable link to /cart that closes the toast", async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <>
        <CartProvider>
          <AddCoffee />
        </CartProvider>
        <Toaster />
      </>,
    );
    const add = screen.getByRole("button", { name: "add coffee" });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);

    expect(await screen.findByText("Produto adicionado ao carrinho")).toBeInTheDocument();
    const viewCart = screen.getByRole("link", { name: "Ver carrinho" });
    expect(viewCart).toHaveAttribute("href", "/cart");
    // a link with an href is in the Tab order: nothing hides it from the keyboard
    expect(viewCart).not.toHaveAttribute("tabindex", "-1");
    // jsdom cannot load another document: keep the page, still run the link's own click handling
    const stay = (event: Event) => event.preventDefault();
    window.addEventListener("click", stay);
    viewCart.focus();
    await user.keyboard("{Enter}");
    window.removeEventListener("click", stay);
    await waitFor(() => expect(screen.queryByRole("link", { name: "Ver carrinho" })).not.toBeInTheDocument());
  });
});
