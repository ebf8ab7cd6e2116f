import { Spinner } from "@hotshelf/ui/Spinner";

/** Shown while the licence is not loaded (its first load failed; the next navigation tries again). */
export function LoadingLicence() {
  return (
    <div className="flex flex-1 items-center justify-center p-10">
      <Spinner label="Loading your license" />
    </div>
  );
}
