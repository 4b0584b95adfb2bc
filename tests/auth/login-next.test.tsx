import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { LinkKeepingNext } from "@/components/auth/link-keeping-next";
import { LoginForm } from "@/components/auth/login-form";
import { RegisterForm } from "@/components/auth/register-form";
import { REGISTER_REDIRECT_MS } from "@/lib/auth/limits";
import { renderWithIntl } from "@/tests/support/render";

const nav = vi.hoisted(() => ({ search: "", push: vi.fn() }));
vi.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(nav.search),
  useRouter: () => ({ push: nav.push }),
}));
vi.mock("@/lib/auth/actions/login", () => ({ login: vi.fn(async () => null) }));
vi.mock("@/lib/auth/actions/register", () => ({ register: vi.fn(async () => ({ ok: true })) }));
vi.mock("@/components/ui/toast", () => ({ toast: { success: vi.fn() } }));

beforeEach(() => {
  nav.search = "";
  nav.push.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

// product.md D13: /login?next=/checkout signs in and returns to checkout; the server action decides if it is safe.
describe("the login form carries ?next= to the sign-in action", () => {
  it.each([
    ["?next=%2Fcheckout", "/checkout"],
    ["?next=https%3A%2F%2Fevil.example", "https://evil.example"],
    ["", ""],
  ])("%j posts next=%j", (search, posted) => {
    nav.search = search;
    const { container } = renderWithIntl(<LoginForm />);
    const hidden = container.querySelector<HTMLInputElement>('input[type="hidden"][name="next"]');
    expect(hidden?.value).toBe(posted);
  });
});

describe("signing up first still ends back where the visitor was going", () => {
  it.each([
    ["?next=%2Fcheckout", "/cadastro?next=%2Fcheckout"],
    ["?next=%2F%2Fevil.com", "/cadastro"],
    ["?next=javascript%3Aalert(1)", "/cadastro"],
    // product.md D18: dot segments that resolve to another host are dropped too
    ["?next=%2F..%2F%2Fevil.example%2Fphish", "/cadastro"],
    ["?next=%2F%252e%252e%2F%2Fx", "/cadastro"],
    ["?next=%2Fcustomer%2F.%2Forders", "/cadastro?next=%2Fcustomer%2Forders"],
    ["", "/cadastro"],
  ])("'Cadastre-se' with %j links to %s", (search, href) => {
    nav.search = search;
    renderWithIntl(<LinkKeepingNext href="/cadastro">Cadastre-se</LinkKeepingNext>);
    expect(screen.getByRole("link", { name: "Cadastre-se" })).toHaveAttribute("href", href);
  });

  it.each([
    ["?next=%2Fcheckout", "/login?next=%2Fcheckout"],
    ["?next=https%3A%2F%2Fevil.example", "/login"],
    ["?next=%2F.%2F%2Fevil.example", "/login"],
    ["", "/login"],
  ])("registration with %j goes on to %s after 1 s", async (search, to) => {
    vi.useFakeTimers();
    nav.search = search;
    renderWithIntl(<RegisterForm />);
    await act(async () => {
      fireEvent.submit(screen.getByRole("button", { name: "Cadastrar" }).closest("form")!);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(nav.push).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REGISTER_REDIRECT_MS);
    });
    expect(nav.push).toHaveBeenCalledWith(to);
  });
});
