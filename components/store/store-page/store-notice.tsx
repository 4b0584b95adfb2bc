import { SpriteIcon } from "@/components/ui/sprite-icon";

/** A plain alert strip for a store or product that cannot take orders. */
export function StoreNotice({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm"
    >
      <SpriteIcon name="circle-alert" className="size-4 shrink-0 text-destructive" />
      {children}
    </p>
  );
}
