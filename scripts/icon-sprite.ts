/**
 * Writes public/icons.svg from lib/icons/sprite.ts (after adding an icon there or upgrading lucide-react):
 * `npx tsx scripts/icon-sprite.ts`. tests/ui/sprite-icon.test.tsx fails while the file is out of date.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";

import { iconSprite } from "../lib/icons/sprite";

const target = join(import.meta.dirname, "..", "public", "icons.svg");
writeFileSync(target, iconSprite());
console.log(`escrito ${target}`);
