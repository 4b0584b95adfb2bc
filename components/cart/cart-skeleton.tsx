import { Skeleton } from "@/components/ui/skeleton";

/** Placeholder while the stored cart loads; the label is announced once. */
export function CartSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <span className="sr-only">{label}</span>
      <div className="flex flex-col gap-4">
        {[0, 1, 2].map((key) => (
          <div key={key} className="flex gap-4">
            <Skeleton className="size-20" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="h-56" />
    </div>
  );
}
