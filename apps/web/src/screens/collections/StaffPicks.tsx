import { Placeholder } from "../Placeholder";

export function StaffPicks() {
  return <Placeholder title="Staff Picks" />;
}
