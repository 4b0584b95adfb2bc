import { HeaderFrame } from "@/components/layout/header-frame";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * The header while the session is read: the shared frame with a placeholder where the visitor or account
 * buttons will appear, so a signed-in user never sees 'Entrar' flash and nothing shifts.
 */
export function HeaderFallback() {
  return <HeaderFrame busy actions={<Skeleton className="h-10 w-10 md:w-44" />} />;
}
