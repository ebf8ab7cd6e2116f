/**
 * The text a rejected callback asks a component to show: the message of the Error it rejected with
 * (the app words it; an empty message shows nothing). Components know no API errors.
 */
export function shownFailure(failure: unknown): string | null {
  return failure instanceof Error && failure.message !== "" ? failure.message : null;
}
