import { COLLECTION_LABELS, TICK_MS } from "@hotshelf/domain";
import {
  CollectionMembershipModal,
  type CollectionMembershipModalProps,
} from "../ProductCollectionsModal";

export type StaffPicksModalProps = Omit<
  CollectionMembershipModalProps,
  "title" | "tickMs" | "viewCollectionsLabel"
>;

/**
 * 'Manage Staff Picks': a staff user adds one shop or product to the shared Staff Picks collections
 * of its kind, removes it, or starts a new one with it (the same rows and ticks as a user's own).
 */
export function StaffPicksModal(props: StaffPicksModalProps) {
  return (
    <CollectionMembershipModal
      {...props}
      title={COLLECTION_LABELS.manageStaffPicksTitle}
      viewCollectionsLabel={COLLECTION_LABELS.viewStaffPicks}
      tickMs={{ change: TICK_MS.modalChange, create: TICK_MS.modalChange }}
    />
  );
}
