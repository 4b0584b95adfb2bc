import { simulateDelay } from "@/lib/areas/simulate";

/** Pretend round trip of a settings save (spec 7: local, simulated with a delay and a console log). */
export const SETTINGS_SAVE_DELAY_MS = 600;

export async function pretendSave(what: string, data: unknown): Promise<void> {
  await simulateDelay(SETTINGS_SAVE_DELAY_MS);
  console.info(`[configurações] ${what} salvo (somente log)`, data);
}

/** After a rejected save, put the keyboard on the first field to fix (its error is read with it). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
