import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { IntentLink } from "@/components/ui/intent-link";

const router = vi.hoisted(() => ({ prefetch: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

beforeEach(() => router.prefetch.mockClear());

// product.md D12: the header's links are on every page; they ask for their page when the shopper reaches for one
describe("a link of the page's frame", () => {
  it("is a plain link to its page that asks for nothing while it is only on screen", () => {
    render(<IntentLink href="/cart">Carrinho</IntentLink>);
    expect(screen.getByRole("link", { name: "Carrinho" })).toHaveAttribute("href", "/cart");
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it.each([
    ["the pointer comes over it", (link: HTMLElement) => fireEvent.pointerEnter(link)],
    ["a finger touches it", (link: HTMLElement) => fireEvent.touchStart(link)],
    ["the keyboard focuses it", (link: HTMLElement) => fireEvent.focus(link)],
  ])("asks for its page when %s", (_intent, show) => {
    render(<IntentLink href="/">Vitrine</IntentLink>);
    show(screen.getByRole("link", { name: "Vitrine" }));
    expect(router.prefetch).toHaveBeenCalledExactlyOnceWith("/");
  });

  it("still runs the handlers it is given", () => {
    const onFocus = vi.fn();
    render(
      <IntentLink href="/para-empresas" onFocus={onFocus}>
        Para Empresas
      </IntentLink>,
    );
    fireEvent.focus(screen.getByRole("link", { name: "Para Empresas" }));
    expect(onFocus).toHaveBeenCalledOnce();
    expect(router.prefetch).toHaveBeenCalledWith("/para-empresas");
  });
});
