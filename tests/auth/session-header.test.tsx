import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { SessionHeader } from "@/components/auth/header-with-session";
import { SESSION_FETCH_TIMEOUT_MS } from "@/lib/auth/limits";
import { renderWithIntl } from "@/tests/support/render";

vi.mock("@/components/cart/cart-provider", () => ({ useCart: () => ({ count: 0 }) }));
vi.mock("next/navigation", () => ({ usePathname: () => "/" }));
vi.mock("@/lib/auth/actions/logout", () => ({ logout: vi.fn() }));

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
