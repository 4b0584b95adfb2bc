import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { OpeningHoursEditor } from "@/components/areas/settings/opening-hours-editor";
import { Toaster } from "@/components/ui/sonner";
import { toWeekDraft } from "@/lib/settings/opening-hours";
import { renderWithIntl } from "@/tests/support/render";

const actions = vi.hoisted(() => ({ saveStoreProfile: vi.fn(), saveOpeningHours: vi.fn() }));
vi.mock("@/lib/settings/store-actions", () => actions);

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.clearAllMocks();
});

const day = { open: "08:00", close: "18:00", closed: false };
const initial = toWeekDraft({
  monday: day,
  tuesday: day,
  wednesday: day,
  thursday: day,
  friday: day,
  saturday: day,
  sunday: day,
});

function renderEditor(week = initial) {
  return renderWithIntl(
    <>
      <OpeningHoursEditor initial={week} storeName="Padaria Pão Quente" renderedAt={Date.now()} />
      <Toaster />
    </>,
  );
}

function typeTime(input: HTMLElement, value: string) {
  // A time input takes its whole value at once (typing digit by digit is a browser widget detail).
  fireEvent.change(input, { target: { value } });
}

describe("the opening-hours editor", { timeout: 20_000 }, () => {
  it("shows the server's error beside the day (close before open), keeping the typed times, until the day changes", async () => {
    actions.saveOpeningHours.mockResolvedValue({
      ok: false,
      error: "Revise os horários destacados.",
      fieldErrors: { "monday.close": "O fechamento deve ser depois da abertura." },
    });
    const user = userEvent.setup();
    renderEditor();
    const monday = screen.getByRole("group", { name: "Segunda-feira" });
    typeTime(within(monday).getByLabelText("Abre às"), "18:00");
    typeTime(within(monday).getByLabelText("Fecha às"), "09:00");
    await user.click(screen.getByRole("button", { name: "Salvar horários" }));

    const close = within(monday).getByLabelText("Fecha às");
    expect(await within(monday).findByText("O fechamento deve ser depois da abertura.")).toBeInTheDocument();
    expect(close).toHaveAttribute("aria-invalid", "true");
    expect(close).toHaveAccessibleDescription("O fechamento deve ser depois da abertura.");
    expect(close).toHaveValue("09:00");
    expect(within(monday).getByLabelText("Abre às")).toHaveValue("18:00");
    expect(await screen.findByText("Revise os horários destacados.")).toBeInTheDocument();
    expect(actions.saveOpeningHours).toHaveBeenCalledWith(
      expect.objectContaining({ monday: { open: "18:00", close: "09:00", closed: false } }),
    );
    // the day to fix has the keyboard; changed again, its message goes
    expect(close).toHaveFocus();
    typeTime(within(monday).getByLabelText("Abre às"), "08:00");
    expect(within(monday).queryByText("O fechamento deve ser depois da abertura.")).toBeNull();
    expect(close).not.toHaveAttribute("aria-invalid");
  });

  it("sends the whole week to the server and confirms the save with a toast", async () => {
    const user = userEvent.setup();
    actions.saveOpeningHours.mockImplementation(async (week: unknown) => ({ ok: true, data: week }));
    renderEditor();
    await user.click(
      within(screen.getByRole("group", { name: "Domingo" })).getByRole("switch", { name: "Aberto" }),
    );
    expect(within(screen.getByRole("group", { name: "Domingo" })).getByLabelText("Abre às")).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Salvar horários" }));

    expect(await screen.findByText("Horário de funcionamento salvo")).toBeInTheDocument();
    expect(actions.saveOpeningHours).toHaveBeenCalledTimes(1);
    expect(actions.saveOpeningHours).toHaveBeenCalledWith(
      expect.objectContaining({ sunday: { open: "08:00", close: "18:00", closed: true } }),
    );
    await waitFor(() => expect(screen.getByRole("button", { name: "Desfazer alterações" })).toBeDisabled());
  });

  it("the store preview reads 'Fechado' when every day is closed, with the storefront's rule", () => {
    const closedWeek = toWeekDraft({});
    renderEditor(closedWeek);
    const preview = screen.getByRole("region", { name: "Prévia na vitrine" });
    expect(within(preview).getByText("Fechado", { selector: "[data-open]" })).toBeInTheDocument();
    expect(within(preview).getAllByText("Fechado")).toHaveLength(8);
  });
});
