import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { initials } from "@/lib/format";
import { cn } from "@/lib/utils";

/** product.md §9: the picture, or up to two initials of the name when there is none (or it fails). */
export function AdminAvatar({
  name,
  avatar,
  className,
}: {
  name: string;
  avatar?: string;
  className?: string;
}) {
  return (
    <Avatar className={cn("size-12", className)}>
      {avatar ? <AvatarImage src={avatar} alt="" /> : null}
      <AvatarFallback aria-hidden="true" className="text-base font-semibold">
        {initials(name)}
      </AvatarFallback>
    </Avatar>
  );
}
