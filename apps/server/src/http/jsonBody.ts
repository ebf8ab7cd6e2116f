/**
 * An answer already written as JSON: mountCalls sends its text as it is (after checking it against
 * the call's schema where answers are checked). Search hands out remembered answers this way: one
 * string each, not thousands of objects kept alive and written out again per request.
 */
export class JsonBody {
  constructor(readonly text: string) {}
}
