import type {
  FilterSet as DomainFilterSet,
  Licence as DomainLicence,
  SearchQuery as DomainSearchQuery,
  FilterSetSaveBody,
  PlanId,
} from "@hotshelf/domain";
import { describe, expectTypeOf, it } from "vitest";
import type { CallRequest, CallResponse } from "./calls";
import type { CheckoutPlan } from "./licence";

// packages/domain builds the request bodies and reads the replies: its types and the contract's
// must fit each other, or the app and the server drift apart.
describe("the contract fits packages/domain's wire types", () => {
  it("takes the domain's search query and filter-set body as requests", () => {
    expectTypeOf<DomainSearchQuery>().toExtend<CallRequest<"search">["query"]>();
    expectTypeOf<FilterSetSaveBody>().toExtend<CallRequest<"filtersSave">>();
    expectTypeOf<CheckoutPlan>().toEqualTypeOf<PlanId>();
  });

  it("gives replies the domain's rules accept", () => {
    expectTypeOf<CallResponse<"license">>().toExtend<DomainLicence>();
    expectTypeOf<CallResponse<"filters">["filters"][number]>().toExtend<DomainFilterSet>();
  });
});
