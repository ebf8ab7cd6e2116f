/** A search query the server refuses (HTTP 400); the message names what is wrong. */
export class SearchRequestError extends Error {
  override readonly name = "SearchRequestError";
}
