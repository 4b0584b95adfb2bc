import { act, configure, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { OpeningHoursEditor } from "@/components/areas/settings/opening-hours-editor";
import { Toaster } from "@/components/ui/sonner";
import { toWeekDraft } from "@/lib/settings/opening-hours";
import { finishSimulatedRequests, simulateDelay } from "@/tests/areas/simulate-mock";
import { renderWithIntl } from "@/tests/support/render";

vi.mock("@/lib/areas/simulate", () => import("@/tests/areas/simulate-mock"));

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  finishSimulatedRequests();
  simulateDelay.mockClear();
  vi.restoreAllMocks();
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

describe("the opening-hours editor (issue 11)", { timeout: 20_000 }, () => {
  it("rejects a close time before the open time: field error shown, typed values kept, nothing saved", async () => {
    const user = userEvent.setup();
    renderEditor();
    const monday = screen.getByRole("group", { name: "Segunda-feira" });
    typeTime(within(monday).getByLabelText("Abre às"), "18:00");
    typeTime(within(monday).getByLabelText("Fecha às"), "09:00");
    await user.click(screen.getByRole("button", { name: "Salvar horários" }));

    const close = within(monday).getByLabelText("Fecha às");
    expect(within(monday).getByText("O fechamento deve ser depois da abertura.")).toBeInTheDocument();
    expect(close).toHaveAttribute("aria-invalid", "true");
    expect(close).toHaveAccessibleDescription("O fechamento deve ser depois da abertura.");
    expect(close).toHaveValue("09:00");
    expect(within(monday).getByLabelText("Abre às")).toHaveValue("18:00");
    expect(simulateDelay).not.toHaveBeenCalled();
    expect(await screen.findByText("Revise os horários destacados.")).toBeInTheDocument();
  });

  it("saves a valid week after the pretend round trip, logs it and confirms with a toast", async () => {
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    const user = userEvent.setup();
    renderEditor();
    await user.click(
      within(screen.getByRole("group", { name: "Domingo" })).getByRole("switch", { name: "Aberto" }),
    );
    expect(within(screen.getByRole("group", { name: "Domingo" })).getByLabelText("Abre às")).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Salvar horários" }));
    expect(simulateDelay).toHaveBeenCalledTimes(1);

    await act(async () => finishSimulatedRequests());
    expect(await screen.findByText("Horário de funcionamento salvo")).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining("horário de funcionamento"),
      expect.objectContaining({ sunday: { open: "08:00", close: "18:00", closed: true } }),
    );
  });

  it("the store preview reads 'Fechado' when every day is closed, with the storefront's rule", () => {
    const closedWeek = toWeekDraft({});
    renderEditor(closedWeek);
    const preview = screen.getByRole("region", { name: "Prévia na vitrine" });
    expect(within(preview).getByText("Fechado", { selector: "[data-open]" })).toBeInTheDocument();
    expect(within(preview).getAllByText("Fechado")).toHaveLength(8);
  });
});
