"use client";

import { useTranslations } from "next-intl";

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import {
  hasCell,
  MATRIX_ACTIONS,
  MATRIX_AREAS,
  readPermission,
  withPermission,
} from "@/lib/admin/permission-matrix";
import type { PermissionSet } from "@/lib/admin/types";

type PermissionMatrixProps = {
  value: PermissionSet;
  onChange: (next: PermissionSet) => void;
  /** product.md §6: a superadmin has everything, shown checked and locked */
  locked?: boolean;
  /** the cells the person editing holds: nobody grants more than they have, the others stay locked */
  grantable?: PermissionSet;
  disabled?: boolean;
  describedBy?: string;
};

/** product.md §6: the editable matrix, areas by actions; cells an area does not have stay empty. */
export function PermissionMatrix({
  value,
  onChange,
  locked = false,
  grantable,
  disabled = false,
  describedBy,
}: PermissionMatrixProps) {
  const t = useTranslations("adminUsers.matrix");
  return (
    <Table className="min-w-[720px]" aria-describedby={describedBy}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col" className="sticky left-0 bg-background">
            {t("areaColumn")}
          </TableHead>
          {MATRIX_ACTIONS.map((action) => (
            <TableHead key={action} scope="col" className="text-center">
              {t(`actions.${action}`)}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {MATRIX_AREAS.map((area) => (
          <TableRow key={area}>
            <TableHead scope="row" className="sticky left-0 bg-background font-medium">
              {t(`areas.${area}`)}
            </TableHead>
            {MATRIX_ACTIONS.map((action) => (
              <TableCell key={action} className="text-center">
                {hasCell(area, action) ? (
                  <input
                    type="checkbox"
                    className="size-4 cursor-pointer accent-accent disabled:cursor-not-allowed"
                    aria-label={t("cellLabel", { area: t(`areas.${area}`), action: t(`actions.${action}`) })}
                    checked={locked || readPermission(value, area, action)}
                    disabled={
                      locked ||
                      disabled ||
                      (grantable !== undefined && !readPermission(grantable, area, action))
                    }
                    onChange={(event) => onChange(withPermission(value, area, action, event.target.checked))}
                  />
                ) : (
                  <>
                    <span aria-hidden="true" className="text-muted-foreground">
                      –
                    </span>
                    <span className="sr-only">{t("notApplicable")}</span>
                  </>
                )}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
