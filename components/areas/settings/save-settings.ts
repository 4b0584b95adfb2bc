import { simulateDelay } from "@/lib/areas/simulate";

/** Pretend round trip of the customer preferences save (product.md §7: local, simulated with a delay and a console log). */
export const SETTINGS_SAVE_DELAY_MS = 600;

export async function pretendSave(what: string, data: unknown): Promise<void> {
  await simulateDelay(SETTINGS_SAVE_DELAY_MS);
  console.info(`[configurações] ${what} salvo (somente log)`, data);
}
