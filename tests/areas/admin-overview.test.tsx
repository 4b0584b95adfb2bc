import { configure, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { AdminOverview } from "@/components/areas/admin/overview";
import { Toaster } from "@/components/ui/sonner";
import type { AdminDashboardSummary } from "@/lib/data/admin";
import type { EditableTheme } from "@/lib/theme/editor";
import { renderWithIntl } from "@/tests/support/render";

// Shared 2-core machine: give async queries headroom beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const defaults: EditableTheme = {
  primaryColor: "#1565C0",
  secondaryColor: "#E3F2FD",
  accentColor: "#0D47A1",
  backgroundColor: "#FFFFFF",
  textColor: "#1F2937",
  borderRadius: "0.75rem",
  headerStyle: "solid",
};

// the stores as /admin/companies counts them, the rest as /admin/reports' last 30 days
const summary: AdminDashboardSummary = {
  companies: { all: 25, pending: 7, approved: 16, rejected: 2 },
  month: {
    range: { start: "2026-10-28", end: "2026-11-26" },
    figures: {
      companies: { registered: 3, approved: 2, rejected: 1 },
      users: { newUsers: 5, activeUsers: 4, returningUsers: 2 },
      revenue: { gross: 1234.5, paidOrders: 6 },
      activity: { orders: 7, cancelled: 1 },
    },
    growth: { activeUsers: 100, orders: -12.5, revenue: null },
  },
};

function setup() {
  const user = userEvent.setup();
  renderWithIntl(
    <>
      <AdminOverview summary={summary} themeEditor={{ saved: defaults, canEdit: true }} />
      <Toaster />
    </>,
  );
  return { user };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Admin dashboard (product.md §2)", { timeout: 20_000 }, () => {
  it("shows the summary it is given, not fixed numbers (tests/admin/overview-summary.test.tsx has the rest)", () => {
    setup();
    expect(screen.getByText("Empresas cadastradas").nextElementSibling).toHaveTextContent("25");
    expect(screen.getByText("Receita (30 dias)").nextElementSibling).toHaveTextContent("R$ 1.234,50");
  });
});
