import { staffPicksPath } from "@hotshelf/domain";
import { type ReactNode, Suspense, useRef } from "react";
import type { CollectionKind } from "../data/collections";
import { StaffPicksModal } from "../screens/staffDialogs";
import { useCollectionMembership } from "./useCollectionMembership";
import { useIsStaff } from "./useIsStaff";

/**
 * The card menus' Add/Remove from Staff Picks (staff only; the server refuses anyone else): `open`
 * is undefined for everyone but staff, so their cards show no such item. `onChange` runs after each
 * change (a Staff Picks screen reloads its sidebar).
 */
export function useStaffPicksMembership(
  kind: CollectionKind,
  onChange: () => Promise<void> = async () => undefined,
): { open: ((id: number) => void) | undefined; modal: ReactNode } {
  const isStaff = useIsStaff();
  const membership = useCollectionMembership(kind, true);
  // Once opened the modal stays mounted, so closing it can animate and reopening is instant.
  const used = useRef(false);
  used.current ||= membership.modalProps.isOpen;
  const { onAdd, onRemove, onCreate } = membership.modalProps;
  const then =
    (change: (name: string) => Promise<void>) =>
    async (name: string): Promise<void> => {
      await change(name);
      await onChange();
    };
  return {
    open: isStaff ? membership.open : undefined,
    modal: used.current ? (
      <Suspense fallback={null}>
        <StaffPicksModal
          {...membership.modalProps}
          onAdd={then(onAdd)}
          onRemove={then(onRemove)}
          onCreate={then(onCreate)}
          viewCollectionsHref={staffPicksPath(kind)}
        />
      </Suspense>
    ) : null,
  };
}
