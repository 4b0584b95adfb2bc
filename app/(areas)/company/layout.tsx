import { Suspense } from "react";

import { StoreApprovalBanner } from "@/components/areas/company/store-approval-banner";
import { AreaLayout } from "@/components/areas/shell/area-layout";

// The banner is no access decision (each page checks its visitor): it only tells an owner why shoppers
// do not see the store yet.
export default function CompanyLayout({ children }: { children: React.ReactNode }) {
  return (
    <AreaLayout area="company">
      <Suspense fallback={null}>
        <StoreApprovalBanner />
      </Suspense>
      {children}
    </AreaLayout>
  );
}
