export { buildSearch, MAX_PAGE_SIZE, TOTAL_HITS_CAP } from "./buildSearch";
export { SearchRequestError } from "./errors";
export { startSearchReadModel } from "./readModel/readModel";
export { type SearchContext, searchCatalogue } from "./searchCatalogue";
