export { type FakeProduct, fakeCatalogue, fakeProduct } from "./catalogue";
export { type FakeStore, type FakeStoreBehaviour, startFakeStore } from "./server";
