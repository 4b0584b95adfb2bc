import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { initials } from "@/lib/format";
import { cn } from "@/lib/utils";

/** The company's logo, or its initials while an application has none (product.md §9: up to 2 letters). */
export function CompanyLogo({ name, logo, className }: { name: string; logo?: string; className?: string }) {
  return (
    <Avatar className={cn("size-10 rounded-md border bg-background", className)}>
      {logo ? <AvatarImage src={logo} alt="" /> : null}
      <AvatarFallback aria-hidden="true" className="rounded-md">
        {initials(name)}
      </AvatarFallback>
    </Avatar>
  );
}
