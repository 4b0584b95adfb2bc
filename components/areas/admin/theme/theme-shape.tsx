"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";

import { Label } from "@/components/ui/label";
import { HEADER_STYLES, pxToRadius, RADIUS_PX, radiusToPx, type HeaderStyle } from "@/lib/theme/editor";

type ThemeShapeProps = {
  borderRadius: string;
  headerStyle: HeaderStyle;
  onRadiusChange: (radius: string) => void;
  onHeaderStyleChange: (style: HeaderStyle) => void;
  disabled?: boolean;
};

/** product.md §3 Theme: border radius (a slider in px, stored in rem) and header style (solid, gradient, transparent). */
export function ThemeShape({
  borderRadius,
  headerStyle,
  onRadiusChange,
  onHeaderStyleChange,
  disabled,
}: ThemeShapeProps) {
  const t = useTranslations("adminTheme");
  const radiusId = useId();
  const groupName = useId();
  const px = radiusToPx(borderRadius);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid content-start gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={radiusId}>{t("borderRadius")}</Label>
          <output htmlFor={radiusId} className="text-sm text-muted-foreground tabular-nums">
            {t("borderRadiusValue", { value: px })}
          </output>
        </div>
        <input
          id={radiusId}
          type="range"
          min={RADIUS_PX.min}
          max={RADIUS_PX.max}
          step={RADIUS_PX.step}
          value={px}
          disabled={disabled}
          aria-valuetext={t("borderRadiusValue", { value: px })}
          onChange={(event) => onRadiusChange(pxToRadius(Number(event.target.value)))}
          className="h-10 w-full cursor-pointer accent-[var(--accent)]"
        />
      </div>
      <fieldset className="grid gap-2" disabled={disabled}>
        <legend className="mb-2 text-sm font-medium">{t("headerStyle")}</legend>
        <div className="flex flex-wrap gap-2">
          {HEADER_STYLES.map((style) => (
            <label
              key={style}
              className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-accent has-checked:bg-secondary has-checked:text-secondary-foreground has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
            >
              <input
                type="radio"
                name={groupName}
                value={style}
                checked={headerStyle === style}
                onChange={() => onHeaderStyleChange(style)}
                className="accent-[var(--accent)]"
              />
              {t(`headerStyles.${style}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
