import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { loadNoticeReadState, saveNoticesRead } from "@/components/areas/notices/actions";
import { resetNoticeStore } from "@/components/areas/notices/notice-store";
import { NoticesBadge } from "@/components/areas/notices/notices-badge";
import { NoticesView } from "@/components/areas/notices/notices-view";
import { Toaster } from "@/components/ui/sonner";
import { deriveCompanyNotices } from "@/lib/notices/derive";
import { unreadByDefaultIds, type NoticeAnswer } from "@/lib/notices/read-state";
import { renderWithIntl } from "@/tests/support/render";
import { orderEvent } from "@/tests/support/sample-orders";

// The server actions need a session and the database: stand in with what the server answers for the same
// notices (tests/backend/sql-avisos-lidos.ts proves the marks themselves).
vi.mock("@/components/areas/notices/actions", () => ({
  loadNoticeReadState: vi.fn(),
  saveNoticesRead: vi.fn(),
}));

configure({ asyncUtilTimeout: 5000 });

const id = (n: number) => `${String(n).padStart(8, "0")}-0000-4000-8000-000000000000`;
const notices = deriveCompanyNotices([
  {
    id: id(1),
    orderTime: "2026-11-21T20:40:00-03:00",
    total: 36.79,
    deliveryType: "delivery",
    events: [orderEvent(null, "confirmed", "2026-11-21T20:40:00-03:00", "customer")],
    party: "Carlos Lima",
  },
  {
    id: id(2),
    orderTime: "2026-11-21T18:30:00-03:00",
    total: 45.9,
    deliveryType: "pickup",
    events: [
      orderEvent(null, "confirmed", "2026-11-21T18:30:00-03:00", "customer"),
      orderEvent("confirmed", "preparing", "2026-11-21T18:35:00-03:00"),
      orderEvent("preparing", "ready", "2026-11-21T18:55:00-03:00"),
    ],
    party: "Ana Souza",
  },
  {
    id: id(3),
    orderTime: "2026-11-18T07:50:00-03:00",
    total: 49.49,
    deliveryType: "pickup",
    events: [
      orderEvent(null, "confirmed", "2026-11-18T07:50:00-03:00", "customer"),
      orderEvent("confirmed", "cancelled", "2026-11-18T07:55:00-03:00", "store", "Acabou o pão de queijo."),
    ],
    party: "Ana Souza",
  },
]);

const nothingRead: NoticeAnswer = { viewer: "owner-1", unread: unreadByDefaultIds(notices), read: [] };

function renderPage(readState: NoticeAnswer = nothingRead) {
  return renderWithIntl(
    <>
      <nav aria-label="Menu da área">
        <a href="#avisos">
          Avisos
          <NoticesBadge area="company" />
        </a>
      </nav>
      <NoticesView area="company" notices={notices} readState={readState} />
      <Toaster />
    </>,
  );
}

const menuLink = () => within(screen.getByRole("navigation", { name: "Menu da área" })).getByRole("link");

beforeEach(() => {
  resetNoticeStore();
  vi.mocked(loadNoticeReadState).mockReset().mockResolvedValue(nothingRead);
  vi.mocked(saveNoticesRead).mockReset().mockResolvedValue(true);
});

describe("notices (product.md D11): unread first, mark one or all as read, unread count in the menu", () => {
  it("lists the last day's notices as unread, first, and counts them in the menu", async () => {
    renderPage();
    const unread = screen.getByRole("region", { name: /Não lidos/ });
    expect(
      within(unread)
        .getAllByRole("listitem")
        .map((item) => item.querySelector("p")?.textContent),
    ).toEqual(["Novo pedido #00000001Novo", "Pedido #00000002 prontoNovo", "Novo pedido #00000002Novo"]);
    const read = within(screen.getByRole("region", { name: "Anteriores" })).getAllByRole("listitem");
    expect(read).toHaveLength(2);
    // a cancellation says why
    expect(read[0]).toHaveTextContent("Pedido #00000003 cancelado");
    expect(read[0]).toHaveTextContent("Motivo: Acabou o pão de queijo.");
    expect(await screen.findByTestId("notices-badge")).toHaveTextContent("3");
    // Browsers differ on the space between the label and the badge; the count is in the name either way.
    expect(menuLink()).toHaveAccessibleName(/^Avisos ?\(3 não lidos\)$/);
  });

  it("marking one as read moves it to the read ones, lowers the count and saves the mark", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("button", { name: "Marcar como lido: Pedido #00000002 pronto" }));
    expect(await screen.findByTestId("notices-badge")).toHaveTextContent("2");
    expect(
      within(screen.getByRole("region", { name: "Anteriores" })).getByText("Pedido #00000002 pronto"),
    ).toBeVisible();
    expect(saveNoticesRead).toHaveBeenCalledExactlyOnceWith("company", [`${id(2)}:ready`]);
  });

  it("shows as read, from the first render, what the person read on another device", async () => {
    renderPage({ ...nothingRead, read: [`${id(1)}:newOrder`] });
    const read = within(screen.getByRole("region", { name: "Anteriores" })).getAllByRole("listitem");
    expect(read[0]).toHaveTextContent("Novo pedido #00000001");
    expect(screen.getByRole("region", { name: /Não lidos/ })).toHaveAccessibleName("Não lidos (2)");
  });

  it("a mark the server refuses goes back to unread, with a message, and the count with it", async () => {
    vi.mocked(saveNoticesRead).mockResolvedValue(false);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByTestId("notices-badge")).toHaveTextContent("3");
    await user.click(screen.getByRole("button", { name: "Marcar como lido: Pedido #00000002 pronto" }));
    expect(
      await screen.findByText("Não foi possível marcar como lido. Verifique sua conexão e tente de novo."),
    ).toBeInTheDocument();
    expect(screen.getByTestId("notices-badge")).toHaveTextContent("3");
    expect(
      within(screen.getByRole("region", { name: /Não lidos/ })).getByText("Pedido #00000002 pronto"),
    ).toBeVisible();
  });

  it("'Marcar todos como lidos' clears the count and confirms with a toast", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("button", { name: "Marcar todos como lidos" }));
    expect(await screen.findByText("Todos os avisos foram marcados como lidos.")).toBeInTheDocument();
    expect(saveNoticesRead).toHaveBeenCalledExactlyOnceWith("company", unreadByDefaultIds(notices));
    expect(screen.queryByTestId("notices-badge")).not.toBeInTheDocument();
    expect(screen.getByText("Tudo em dia! Você não tem avisos não lidos.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Marcar todos como lidos" })).toBeDisabled();
  });

  it("an empty list offers a way forward", () => {
    renderWithIntl(
      <NoticesView area="company" notices={[]} readState={{ viewer: "owner-1", unread: [], read: [] }} />,
    );
    expect(screen.getByRole("heading", { name: "Nenhum aviso por aqui" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver pedidos" })).toHaveAttribute("href", "/company/pedidos");
  });
});
