export {
  DEFAULT_FAVICON,
  type FakeProduct,
  type FakeStore,
  type FakeStoreBehaviour,
  fakeCatalogue,
  fakeProduct,
  startFakeStore,
} from "./storefront.mjs";
