import { ADVERTISER_PLAN_ID } from "../../fixtures/advertiser-billing";
import { DEMO_EMAILS, DEMO_PASSWORD } from "./auth";
import { accessToken, restAs } from "./backend";

/**
 * Puts the demo advertiser on `planId` (the seed's Empresarial unless told) the way the app does, through
 * public.mudar_plano_anunciante as the advertiser: test bookkeeping, so a spec that moved them, or one that
 * needs the seed's plan, does not depend on what an earlier spec left. Fails loudly when refused.
 */
export async function putDemoAdvertiserOnPlan(planId: string = ADVERTISER_PLAN_ID): Promise<void> {
  const { token } = await accessToken(DEMO_EMAILS.anunciante, DEMO_PASSWORD);
  const response = await restAs(token, "rpc/mudar_plano_anunciante", { p_plano: planId });
  const answer = await response.text();
  if (!response.ok || !['"mudou"', '"mesmo"'].includes(answer))
    throw new Error(`the demo advertiser could not be put on plan ${planId}: ${response.status} ${answer}`);
}
