import { AreaLayout } from "@/components/areas/shell/area-layout";

export default function CustomerLayout({ children }: { children: React.ReactNode }) {
  return <AreaLayout area="customer">{children}</AreaLayout>;
}
