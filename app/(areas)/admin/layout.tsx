import { AreaLayout } from "@/components/areas/shell/area-layout";

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <AreaLayout area="admin">{children}</AreaLayout>;
}
