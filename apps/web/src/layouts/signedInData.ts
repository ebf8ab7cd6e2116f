/** What the route guard hands the signed-in layout. */
export interface SignedInData {
  /** Settles once the licence is loaded, or its load failed (it never rejects). */
  licenceLoaded: Promise<void>;
}
