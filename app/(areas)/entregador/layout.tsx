import { AreaLayout } from "@/components/areas/shell/area-layout";

export default function EntregadorLayout({ children }: { children: React.ReactNode }) {
  return <AreaLayout area="entregador">{children}</AreaLayout>;
}
