export { TrackShopForm, type TrackShopFormProps } from "./TrackShopForm";
