import type { PasswordChangeValues } from "@/lib/auth/change-password";
import { simulateDelay } from "@/lib/areas/simulate";
import { PASSWORD_CHANGE_DELAY_MS } from "@/lib/auth/limits";

/**
 * product.md §7: the password change is local, simulated with a 1000 ms delay and a console log; no backend
 * call is made and the password stays as it was.
 */
export async function simulatePasswordChange(
  _values: PasswordChangeValues,
  delayMs: number = PASSWORD_CHANGE_DELAY_MS,
): Promise<void> {
  await simulateDelay(delayMs);
  console.info("Alteração de senha simulada (product.md §7): nenhuma chamada ao servidor.");
}
