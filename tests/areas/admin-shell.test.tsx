import { act, configure, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { AdminMobileSidebar } from "@/components/areas/shell/admin-mobile-sidebar";
import { AreaSidebar } from "@/components/areas/shell/area-sidebar";
import { SIDEBAR_COLLAPSED_KEY } from "@/components/areas/shell/sidebar-collapse-store";
import { renderWithIntl } from "@/tests/support/render";

configure({ asyncUtilTimeout: 5000 });

const nav = vi.hoisted(() => ({ pathname: "/admin/categories" }));
vi.mock("next/navigation", () => ({ usePathname: () => nav.pathname }));

const logout = async () => {};
const originalMatchMedia = window.matchMedia;

/** A phone-sized window: the swipe only acts below 768 px (product.md §9). */
function phone(narrow: boolean) {
  window.matchMedia = ((query: string) => ({
    ...originalMatchMedia(query),
    matches: query.includes("max-width") ? narrow : !narrow,
  })) as typeof window.matchMedia;
}

/** Both lists filled, as a browser does: radix's scroll lock reads them too. */
function touch(x: number, y: number) {
  const list = [{ clientX: x, clientY: y }];
  return { touches: list, changedTouches: list, targetTouches: list };
}

function touchSwipe(fromX: number, toX: number, target: Element = document.body, fromY = 400, toY = 404) {
  fireEvent.touchStart(target, touch(fromX, fromY));
  fireEvent.touchEnd(target, touch(toX, toY));
}

function pointerSwipe(fromX: number, toX: number, pointerType = "touch", target: Element = document.body) {
  const base = { pointerId: 7, isPrimary: true, button: 0, pointerType, clientY: 300 };
  fireEvent.pointerDown(target, { ...base, clientX: fromX });
  fireEvent.pointerUp(target, { ...base, clientX: toX });
}

const drawer = () => screen.queryByRole("dialog", { name: "Menu da área" });

beforeEach(() => {
  window.localStorage.clear();
  phone(true);
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe("admin sidebar on desktop (product.md §2)", () => {
  it("collapses to icons and stays collapsed on the next page and after a reload", async () => {
    const user = userEvent.setup();
    const first = renderWithIntl(<AreaSidebar area="admin" logoutAction={logout} />);
    await user.click(screen.getByRole("button", { name: "Recolher menu" }));
    expect(screen.getByRole("button", { name: "Expandir menu" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("link", { name: "Categorias" })).toHaveAttribute("title", "Categorias");
    expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe("true");

    // a new page (or a reload) mounts a new sidebar: it reads the remembered state
    first.unmount();
    nav.pathname = "/admin/plans";
    renderWithIntl(<AreaSidebar area="admin" logoutAction={logout} />);
    expect(screen.getByRole("button", { name: "Expandir menu" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Expandir menu" }));
    expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe("false");
    expect(screen.getByRole("button", { name: "Recolher menu" })).toHaveAttribute("aria-expanded", "true");
  });

  it("marks the current page with aria-current and offers 'Voltar ao Home' and 'Sair'", () => {
    nav.pathname = "/admin/categories";
    renderWithIntl(<AreaSidebar area="admin" logoutAction={logout} />);
    expect(screen.getByRole("link", { name: "Categorias" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Voltar ao Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("button", { name: "Sair" })).toBeInTheDocument();
  });
});

describe("admin sidebar on mobile (product.md §2, 9: swipe threshold 50 px)", () => {
  it("opens on a right swipe past 50 px and closes on a left swipe, with touch events", async () => {
    renderWithIntl(<AdminMobileSidebar logoutAction={logout} />);
    act(() => touchSwipe(20, 60));
    expect(drawer()).toBeNull();
    act(() => touchSwipe(20, 200));
    expect(await screen.findByRole("dialog", { name: "Menu da área" })).toBeInTheDocument();
    act(() => touchSwipe(300, 100));
    expect(drawer()).toBeNull();
  });

  it("does the same with pointer events (pen, touch or a mouse drag)", async () => {
    renderWithIntl(<AdminMobileSidebar logoutAction={logout} />);
    act(() => pointerSwipe(10, 59));
    expect(drawer()).toBeNull();
    act(() => pointerSwipe(10, 120));
    expect(await screen.findByRole("dialog", { name: "Menu da área" })).toBeInTheDocument();
    // started inside the drawer, so it is a swipe and not a click outside it
    act(() => pointerSwipe(200, 20, "mouse", screen.getByRole("dialog")));
    expect(drawer()).toBeNull();
  });

  it("ignores swipes on a wide screen, vertical scrolls and drags that start in a field", () => {
    renderWithIntl(
      <>
        <AdminMobileSidebar logoutAction={logout} />
        <input aria-label="campo" type="range" />
      </>,
    );
    act(() => touchSwipe(20, 90, document.body, 100, 400));
    act(() => touchSwipe(20, 200, screen.getByLabelText("campo")));
    expect(drawer()).toBeNull();
    phone(false);
    act(() => touchSwipe(20, 200));
    expect(drawer()).toBeNull();
  });

  it("has a visible menu button that opens the drawer with the area's links", async () => {
    const user = userEvent.setup();
    renderWithIntl(<AdminMobileSidebar logoutAction={logout} />);
    await user.click(screen.getByRole("button", { name: "Abrir menu lateral" }));
    const dialog = await screen.findByRole("dialog", { name: "Menu da área" });
    expect(dialog).toHaveTextContent("Voltar ao Home");
    expect(screen.getByRole("link", { name: "Categorias" })).toHaveAttribute("aria-current", "page");
  });
});
