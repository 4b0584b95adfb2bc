import { act, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { SessionHeader } from "@/components/auth/header-with-session";
import { SESSION_FETCH_TIMEOUT_MS } from "@/lib/auth/limits";
import { CART_HOLDERS } from "@/tests/support/cart-holders";
import { renderWithIntl } from "@/tests/support/render";

vi.mock("@/components/cart/cart-provider", () => ({ useCart: () => ({ count: 0 }) }));
vi.mock("next/navigation", () => ({ usePathname: () => "/", useRouter: () => ({ prefetch: () => {} }) }));
vi.mock("@/lib/auth/actions/logout", () => ({ logout: vi.fn() }));

// the header's account part is its own chunk (components/auth/header-with-session.tsx): loaded once here, so
// a test's flushed timers resolve the lazy import as a browser that already fetched it would
beforeAll(async () => {
  await import("@/components/layout/site-header");
});

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A /api/session that never answers, until its signal is aborted. */
function hangingSession(): typeof fetch {
  return (_input, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
    });
}

const sessionOf = (type: string | null) =>
  new Response(
    JSON.stringify({
      user: type
        ? {
            id: "u1",
            email: `${type}@vitrine.test`,
            name: type,
            type,
            profile: { nome_completo: null, nome_mostrado: `Nome ${type}`, telefone: null, avaliacao: null },
          }
        : null,
    }),
    { status: 200, headers: { "content-type": "application/json" } },
  );

// product.md D13: most arrivals are visitors, who keep the cart; it is there from the first paint, in its slot.
describe("the header's cart while the session is read", () => {
  it("shows the cart before /api/session answers, in the slot before the menu placeholder", () => {
    fetchMock.mockImplementation(hangingSession());
    renderWithIntl(<SessionHeader />);
    expect(screen.getByRole("banner")).toHaveAttribute("aria-busy", "true");
    const cartLink = screen.getByRole("link", { name: /^Carrinho/ });
    expect(cartLink).toHaveAttribute("href", "/cart");
    // desktop: the account buttons' placeholder comes before it; mobile: the menu toggle's after it
    expect(cartLink.previousElementSibling).toHaveAttribute("data-slot", "skeleton");
    expect(cartLink.nextElementSibling).toHaveAttribute("data-slot", "skeleton");
    expect(cartLink.nextElementSibling).toHaveClass("md:hidden");
  });

  // product.md D12: the answer fills the slots of the header on screen; rebuilding it cost the phone a long task
  it.each([null, "cliente"])(
    "fills in the same header and the same cart when the session of %s arrives",
    async (type) => {
      fetchMock.mockResolvedValue(sessionOf(type));
      renderWithIntl(<SessionHeader />);
      const banner = screen.getByRole("banner");
      const cartLink = screen.getByRole("link", { name: /^Carrinho/ });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByRole("banner")).toBe(banner);
      expect(banner).not.toHaveAttribute("aria-busy");
      expect(screen.getByRole("link", { name: /^Carrinho/ })).toBe(cartLink);
      expect(screen.getByRole("button", { name: "Abrir menu" })).toBe(cartLink.nextElementSibling);
    },
  );

  it.each(CART_HOLDERS)("keeps it for %s: %s", async (type, kept) => {
    fetchMock.mockResolvedValue(sessionOf(type));
    renderWithIntl(<SessionHeader />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole("banner")).not.toHaveAttribute("aria-busy");
    expect(screen.queryByRole("link", { name: /^Carrinho/ }) !== null).toBe(kept);
  });
});

describe("the storefront header's session fetch fails closed to visitor", () => {
  it("shows 'Entrar' once /api/session has not answered in time", async () => {
    fetchMock.mockImplementation(hangingSession());
    renderWithIntl(<SessionHeader />);
    expect(screen.queryByRole("link", { name: "Entrar" })).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SESSION_FETCH_TIMEOUT_MS);
    });
    expect(screen.getByRole("link", { name: "Entrar" })).toBeInTheDocument();
  });

  it("shows 'Entrar' when /api/session answers an error", async () => {
    fetchMock.mockResolvedValue(new Response("{}", { status: 500 }));
    renderWithIntl(<SessionHeader />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole("link", { name: "Entrar" })).toBeInTheDocument();
  });

  it("waits no longer than a few seconds", () => {
    expect(SESSION_FETCH_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
  });
});
