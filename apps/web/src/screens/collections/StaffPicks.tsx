import { CollectionsScreen } from "./CollectionsScreen";

export function StaffPicks() {
  return <CollectionsScreen kind="shops" mode="staff" title="Staff Picks" />;
}
