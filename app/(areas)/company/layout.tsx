import { AreaLayout } from "@/components/areas/shell/area-layout";

export default function CompanyLayout({ children }: { children: React.ReactNode }) {
  return <AreaLayout area="company">{children}</AreaLayout>;
}
